-- Search in pages (src/server/catalogue/search.ts): the ranking read on from a position, a keyset,
-- as far as the last product that matches.
--
-- Equal relevance goes newest first, then the greater id first: the catalogue's one newest-first
-- order (src/server/catalogue/products.ts). The postings index now keeps that order, so that the
-- first way walks a word's products in it and starts after a position by the index key.
drop index search_postings_idx;
create unique index search_postings_idx on search_postings (lexeme, field_weight desc, listed_at desc, product_id desc);

drop function search_ranked(text[], integer);

-- The ranked search (src/server/catalogue/search.ts describes the scoring and the two ways to the
-- answer): the best products for the words $1 after a position, at most $2, with their places, and
-- what the next page needs to start where this one ends: each product's relevance (null from the
-- first way, whose products all hold the best relevance there is), its listed_at and the rarity of
-- each word; with count_matches, how many products match in all. JIT is off: at a large catalogue
-- the planner's estimate of the full scoring makes PostgreSQL compile the whole plan first, some
-- 90 ms to a second for a query that then takes a few milliseconds.
--
-- The position is the last product of the page before: its relevance ($3; null for a product of
-- the first way), listed_at ($4) and id ($5). From the first way's position the first way walks on;
-- once it cannot fill a page, the scoring answers the products after the position, those of the
-- best relevance first (the first way's products). The scoring's pages carry the words' rarity
-- ($6): a later page weighs with it, so that products added or removed meanwhile, which change
-- every word's rarity, leave the relevance of the others, and so the order, as it was.
--
-- How many products match, when the first way answers: the lexemes' counts tell it when one lexeme
-- is all the query matches; otherwise they bound it (at least the most held lexeme's products, at
-- most the sum), and the matches are counted when that sum is at most 1,000, a few milliseconds.
-- Counting the matches of common words costs tens to hundreds of milliseconds at 100,000 products,
-- against a few for the page, so then the lower bound stands in. The scoring has every match in
-- hand and counts them exactly.
--
-- Each statement is planned only when it runs (planning the scoring took as long as running the
-- first way): the first way; the count, when the first way answered and the counts do not tell;
-- the scoring, when the first way could not fill the answer. Each starts with the words and their
-- lexemes (the text between the $words$ marks), the count and the scoring with the products the
-- words match (between the $matches$ marks); bench/search.ts EXPLAINs the first way and the
-- scoring as this function runs them.
--
-- A word's lexemes are those its stem is a prefix of (in C collation, [stem, stem with its last
-- letter raised) is exactly that range); a typo's are those of the similar words of names, brands
-- and categories, weighed by the similarity squared, in those fields only. The relevance is rounded
-- so that equal scores tie exactly, whatever order the database summed them in, and ties fall back
-- to the catalogue order on PGlite and PostgreSQL alike.
--
-- `word <% text` is word_similarity(word, text) >= pg_trgm.word_similarity_threshold, the form the
-- trigram index answers; the threshold is set to 0.5 for this statement's transaction by the `words`
-- rows themselves, so it is in force before any row can be compared.
create function search_ranked(
  query_words text[],
  max_results integer,
  after_relevance numeric default null,
  after_listed_at timestamptz default null,
  after_id uuid default null,
  words_rarity float8[] default null,
  count_matches boolean default false)
returns table (product_id uuid, place bigint, relevance numeric, listed_at timestamptz, rarity float8[], matches bigint)
language plpgsql stable
rows 100 -- at most SEARCH_MAX_RESULTS, or a page and one more: the products are then fetched by key, not scanned
set jit = off
as $function$
declare
  words_and_lexemes constant text := $words$
with words as materialized (
  select w.i, w.word, s.stem, s.stem_end,
         char_length(w.word) >= 4
           and not exists (select from search_lexemes l
                            where l.lexeme >= s.stem and l.lexeme < s.stem_end and l.in_name + l.in_brand > 0) as typo_tolerant
    from unnest($1::text[]) with ordinality as w (word, i)
    -- stop words ("the", "and", "with") have no lexeme and drop out here
    cross join lateral (
      select t.lexeme collate "C" as stem,
             (left(t.lexeme, -1) || chr(ascii(right(t.lexeme, 1)) + 1)) collate "C" as stem_end
        from unnest(to_tsvector('english', w.word)) as t
       limit 1) as s
   where set_config('pg_trgm.word_similarity_threshold', '0.5', true) is not null
),
word_lexemes as materialized (
  select w.i, w.word, l.lexeme, 1.0::float8 as factor, 3 as min_weight,
         l.in_name, l.in_brand, l.in_category, l.in_description
    from words w join search_lexemes l on l.lexeme >= w.stem and l.lexeme < w.stem_end
  union all
  select w.i, w.word, l.lexeme, max(word_similarity(w.word, v.word)) ^ 2, 5,
         l.in_name, l.in_brand, l.in_category, 0
    from words w
    join search_vocabulary v on w.word <% v.word
    join search_lexemes l on l.lexeme = v.lexeme
   where w.typo_tolerant and l.in_name + l.in_brand + l.in_category > 0
   group by w.i, w.word, l.lexeme, l.in_name, l.in_brand, l.in_category
)
$words$;
  -- Each product a word matches, with the score of that match: by the postings of names, brands and
  -- categories, or 0.3 for a word only in its description, by the index of what descriptions alone
  -- hold (asked only for the words some description holds outside the other fields). A word alone
  -- in its lexeme (one lexeme, one way to it), as most are, matches a product once.
  products_matched constant text := $matches$,
lexemes as materialized (
  select w.*, count(*) over (partition by w.i) = 1 as alone from word_lexemes w
),
matches as not materialized (
  select w.i, w.alone, s.product_id, s.listed_at, (s.field_weight / 10.0)::float8 * w.factor as score
    from lexemes w
    join search_postings s on s.lexeme = w.lexeme and s.field_weight >= w.min_weight
  union all
  select w.i, w.alone, p.id, p.created_at, 0.3
    from (select i, word, alone from lexemes where min_weight = 3 group by i, word, alone having sum(in_description) > 0) as w
    join products p on search_description_only(p.search) @@ to_tsquery('english', w.word || ':*')
)
$matches$;
  page_ids uuid[];
  page_listed_at timestamptz[];
  at_least bigint;
  at_most bigint;
  match_count bigint;
begin
  -- EXECUTE plans each statement at each call with the words and the position in hand, as a
  -- statement sent on its own would be; a function's own statements are planned blind to their
  -- parameters.
  if after_relevance is null then
    execute words_and_lexemes || $every_best$,
-- Each word's best possible score in one product: the lexemes and the field that give it, and how
-- many products reach it.
best as materialized (
  select i, lexeme, top_weight, top_count
    from (select w.i, w.lexeme, t.top_weight, t.top_count,
                 rank() over (partition by w.i order by t.top_weight * w.factor desc) as place
            from word_lexemes w
            cross join lateral (
              select case when w.in_name > 0 then 10 when w.in_brand > 0 then 7 when w.in_category > 0 then 5 else 3 end as top_weight,
                     case when w.in_name > 0 then w.in_name when w.in_brand > 0 then w.in_brand
                          when w.in_category > 0 then w.in_category else w.in_description end as top_count) as t) as ranked
   where place = 1
),
-- The products holding every word at its best, newest first, after the position: the rarest word's
-- list walked in index order from there, each product looked up in the others' by key. None when a
-- word is at its best only in descriptions, which have no postings.
every_best as materialized (
  select distinct on (f.listed_at, f.product_id) f.product_id, f.listed_at
    from best d
    cross join lateral (
      select s.product_id, s.listed_at
        from search_postings s
       where s.lexeme = d.lexeme and s.field_weight = d.top_weight
         and ($4::timestamptz is null or (s.listed_at, s.product_id) < ($4::timestamptz, $5::uuid))
         and not exists (
           select from (select distinct i from best where i <> d.i) as other
            where not exists (
              select from best o
                join search_postings q
                  on q.lexeme = o.lexeme and q.field_weight = o.top_weight and q.listed_at = s.listed_at and q.product_id = s.product_id
               where o.i = other.i))
       order by s.listed_at desc, s.product_id desc
       limit $2) as f
   where d.i = (select i from best group by i order by sum(top_count), i limit 1)
     and not exists (select from best where top_weight < 5)
   order by f.listed_at desc, f.product_id desc
   limit $2
),
-- What the lexemes' counts tell of how many products match: the products of the most held lexeme
-- (all of them match) and the sum over the lexemes (no more can), in the fields each is searched in.
held as (
  select max(h.held) as at_least, sum(h.held) as at_most
    from (select case when min_weight = 3 then in_name + in_brand + in_category + in_description
                      else in_name + in_brand + in_category end as held
            from word_lexemes) as h
)
select (select array_agg(product_id order by listed_at desc, product_id desc) from every_best) as ids,
       (select array_agg(listed_at order by listed_at desc, product_id desc) from every_best),
       at_least, at_most
  from held
$every_best$ into page_ids, page_listed_at, at_least, at_most
      using query_words, max_results, after_relevance, after_listed_at, after_id, words_rarity;
    if cardinality(page_ids) = max_results then
      if not count_matches then
        match_count := null;
      elsif at_least = at_most or at_most > 1000 then
        match_count := at_least;
      else
        execute words_and_lexemes || products_matched || $count$
select count(distinct product_id) from matches
$count$ into match_count using query_words;
      end if;
      return query
        select b.id, b.n, null::numeric, b.at, null::float8[], match_count
          from unnest(page_ids, page_listed_at) with ordinality as b (id, at, n);
      return;
    end if;
  end if;

  return query execute words_and_lexemes || products_matched || $scoring$,
-- Every product a word matches is scored: its best field per word times the word's rarity, summed.
-- A word alone in its lexeme has its rarity from the lexeme's counts; a word of several (a prefix of
-- several words, a typo near several) takes its best per product, and counts its products. A page
-- after the scoring's first weighs with the rarity that one had ($6). The catalogue is counted
-- once, and only if a word needs it.
catalogue as materialized (
  select count(*) as size from products
),
word_rarity as materialized (
  select i, coalesce($6[i], search_rarity((select size from catalogue), in_name + in_brand + in_category + in_description)) as idf
    from lexemes
   where alone
),
several as materialized (
  select i, product_id, listed_at, max(score) as score from matches where not alone group by i, product_id, listed_at
),
several_rarity as materialized (
  select i, coalesce($6[i], search_rarity((select size from catalogue), count(*))) as idf from several group by i
),
weighed as (
  select m.product_id, m.listed_at, m.score * r.idf as weight
    from matches m
    join word_rarity r using (i)
   where m.alone
  union all
  select s.product_id, s.listed_at, s.score * r.idf
    from several s
    join several_rarity r using (i)
),
scored as materialized (
  select product_id, listed_at, round(sum(weight)::numeric, 6) as relevance
    from weighed
   group by product_id, listed_at
)
select product_id, row_number() over (order by relevance desc, listed_at desc, product_id desc), relevance, listed_at,
       -- each word's rarity in its place in $1 (null for a stop word or a word nothing holds)
       array(select r.idf
               from generate_series(1, cardinality($1)) as g (i)
               left join (select i, idf from word_rarity union all select i, idf from several_rarity) as r using (i)
              order by g.i),
       case when $7 then (select count(*) from scored) end
  from (select *
          from scored
         -- after the position; after a product of the first way, after it among the products of
         -- the best relevance
         where $4::timestamptz is null
            or (relevance, listed_at, product_id) < (coalesce($3::numeric, (select max(relevance) from scored)), $4::timestamptz, $5::uuid)
         order by relevance desc, listed_at desc, product_id desc
         limit $2) as page
$scoring$ using query_words, max_results, after_relevance, after_listed_at, after_id, words_rarity, count_matches;
end
$function$;
