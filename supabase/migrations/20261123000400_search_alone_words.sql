-- Search scores fewer rows when the catalogue is small or a query's words are common.
--
-- A description is searched by what it alone holds: a product with "paper" in its name and its
-- description is found by the name, so the description's index now lists only the lexemes a
-- product's name, brand and category lack (a tenth of the whole document's index).
create function search_description_only(document tsvector)
returns tsvector
language sql immutable parallel safe
as $$
  select ts_delete(ts_filter(document, '{d}'), tsvector_to_array(ts_filter(document, '{a,b,c}')))
$$;

create index products_description_only_idx on products using gin (search_description_only(search));
drop index products_search_idx;

-- A word's rarity (BM25's idf) in a catalogue of `catalogue` products of which `held` hold it.
create function search_rarity(catalogue bigint, held bigint)
returns float8
language sql immutable parallel safe
as $$
  select ln(1 + (catalogue - held + 0.5) / (held + 0.5))::float8
$$;

-- The ranked search (src/server/catalogue/search.ts describes the scoring and the two ways to the answer):
-- the ids of the best products for the words $1, at most $2, with their places. JIT is off: at a
-- large catalogue the planner's estimate of the full scoring makes PostgreSQL compile the whole plan
-- first, some 90 ms to a second for a query that then takes a few milliseconds.
--
-- Two statements, the second run only when the first cannot fill the answer: each is planned only
-- when it runs, and planning the scoring took as long as running the first way. Both start with the
-- words and their lexemes (the text between the $words$ marks); bench/search.ts EXPLAINs each as
-- this function runs them.
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
create or replace function search_ranked(query_words text[], max_results integer)
returns table (product_id uuid, place bigint)
language plpgsql stable
rows 100 -- at most SEARCH_MAX_RESULTS: the products are then fetched by key, not scanned
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
begin
  -- EXECUTE plans each statement at each call with the words in hand, as a statement sent on its
  -- own would be; a function's own statements are planned blind to their parameters.
  return query execute words_and_lexemes || $every_best$,
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
-- The products holding every word at its best, newest first: the rarest word's list walked in
-- index order, each product looked up in the others' by key. None when a word is at its best only
-- in descriptions, which have no postings.
every_best as materialized (
  select distinct on (f.listed_at, f.product_id) f.product_id, f.listed_at
    from best d
    cross join lateral (
      select s.product_id, s.listed_at
        from search_postings s
       where s.lexeme = d.lexeme and s.field_weight = d.top_weight
         and not exists (
           select from (select distinct i from best where i <> d.i) as other
            where not exists (
              select from best o
                join search_postings q
                  on q.lexeme = o.lexeme and q.field_weight = o.top_weight and q.listed_at = s.listed_at and q.product_id = s.product_id
               where o.i = other.i))
       order by s.listed_at desc, s.product_id
       limit $2) as f
   where d.i = (select i from best group by i order by sum(top_count), i limit 1)
     and not exists (select from best where top_weight < 5)
   order by f.listed_at desc, f.product_id
   limit $2
)
select product_id, row_number() over (order by listed_at desc, product_id)
  from every_best
 where (select count(*) from every_best) = $2
$every_best$ using query_words, max_results;
  if found then
    return;
  end if;

  return query execute words_and_lexemes || $scoring$,
-- Every product holding a word is scored: its best field per word, by the postings, or 0.3 for a
-- word only in its description, by the index of what descriptions alone hold (asked only for the
-- words some description holds outside the other fields); times the word's rarity.
--
-- A word alone in its lexeme (one lexeme, one way to it), as most are, has a row per product
-- already, and its rarity follows from the lexeme's counts; a word of several (a prefix of several
-- words, a typo near several) takes its best per product, and counts its products. The catalogue is
-- counted once, and only if a word needs it.
catalogue as materialized (
  select count(*) as size from products
),
word_rarity as materialized (
  select w.*,
         case when w.alone then search_rarity((select size from catalogue), w.held) end as idf
    from (select w.*, count(*) over (partition by w.i) = 1 as alone,
                 w.in_name + w.in_brand + w.in_category + w.in_description as held
            from word_lexemes w) as w
),
matches as not materialized (
  select w.i, w.alone, w.idf, s.product_id, s.listed_at, (s.field_weight / 10.0)::float8 * w.factor as score
    from word_rarity w
    join search_postings s on s.lexeme = w.lexeme and s.field_weight >= w.min_weight
  union all
  select w.i, w.alone, w.idf, p.id, p.created_at, 0.3
    from (select i, word, alone, idf from word_rarity where min_weight = 3 group by i, word, alone, idf having sum(in_description) > 0) as w
    join products p on search_description_only(p.search) @@ to_tsquery('english', w.word || ':*')
),
several as materialized (
  select i, product_id, listed_at, max(score) as score from matches where not alone group by i, product_id, listed_at
),
weighed as (
  select product_id, listed_at, score * idf as weight from matches where alone
  union all
  select s.product_id, s.listed_at, s.score * r.idf
    from several s
    join (select i, search_rarity((select size from catalogue), count(*)) as idf from several group by i) as r using (i)
)
select product_id, row_number() over (order by relevance desc, listed_at desc, product_id)
  from (select product_id, listed_at, round(sum(weight)::numeric, 6) as relevance
          from weighed
         group by product_id, listed_at
         order by relevance desc, listed_at desc, product_id
         limit $2) as all_scored
$scoring$ using query_words, max_results;
end
$function$;
