-- Search fast at any length of query (src/server/catalogue/search.ts describes the scoring and its
-- ways to the answer).
--
-- A query that fewer than 100 products match with every word at its best was answered by scoring
-- every product any of its words matches. "heavy duty toilet roll machine model 77" ("model" and
-- "77" only in descriptions) matches every product through "machine" and "model": at 100,000
-- products 320,000 matches scored, about 0.6 s on PostgreSQL 15 and 1 s embedded, for words that
-- weigh nothing ("machine" and "model" are on every product). A third way, the candidates, now
-- answers most such queries from the few hundred products that can reach the first page, and the
-- scoring remains for the rest.

-- The catalogue's size, kept beside the index by the same triggers: every word's rarity needs it,
-- and counting the products took 19 ms at 100,000 on PostgreSQL 15 at every scored search.
create table search_catalogue (
  size bigint not null check (size >= 0)
);
alter table search_catalogue enable row level security;
create unique index search_catalogue_one_row on search_catalogue ((true));
insert into search_catalogue (size) select count(*) from products;

-- Every writer of the index takes the size's one row first, before any lexeme's: writers of the
-- catalogue queue there and cannot deadlock on the lexemes (a row lock taken in one order only).
create or replace function search_index_sync()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'INSERT' then
    update search_catalogue set size = size + (select count(*) from new_rows);
    perform search_index_add(array(select n::products from new_rows as n));
  elsif tg_op = 'DELETE' then
    update search_catalogue set size = size - (select count(*) from old_rows);
    perform search_index_forget(array(select o::products from old_rows as o));
  else
    perform from search_catalogue for update;
    perform search_index_forget(array(
      select o::products from old_rows as o join new_rows as n using (id)
       where o.search is distinct from n.search or o.created_at is distinct from n.created_at));
    perform search_index_add(array(
      select n::products from new_rows as n join old_rows as o using (id)
       where o.search is distinct from n.search or o.created_at is distinct from n.created_at));
  end if;
  return null;
end
$$;

-- The whole document indexed again (20261123000400_search_alone_words.sql dropped it): the
-- candidates ask it for the products holding several words at once ("duty", "toilet" and "roll" in
-- the name, and "77" anywhere), which its GIN index answers by intersecting the words' lists from
-- the rarest. 27 MB at 100,000 products.
create index products_search_idx on products using gin (search);

-- A lexeme as tsquery text (quoted: a lexeme may hold punctuation), to be combined with & and |.
create function search_quoted(lexeme text)
returns text
language sql immutable parallel safe
set search_path = public, pg_temp
as $$
  select '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
$$;

-- Whether at least `size` products match `query`, asked of the document's index (search_ranked and
-- bench/search.ts).
create function search_holds_page(query tsquery, size integer)
returns boolean
language sql stable
set search_path = public, pg_temp
set enable_seqscan = off
as $$
  select count(*) >= size from (select from products where search @@ query limit size) as found
$$;

-- The candidates' plan (search_ranked describes the candidates) from the words' lexemes with their
-- counts, as the first way's statement finds them (one element per word and lexeme; i is the word's
-- place in the query): whether the candidates can answer, the words' rarity by their place,
-- whether to walk and whether to score every product holding the required words at their best, how
-- many required words there are and the document query of those products, then what the
-- candidates' statement takes, in the order of its parameters: the document query of
-- the products holding the required words at their best and some rare word, each word's lexeme,
-- weight and rarity and the query of its description, the walk's lead word and the others it looks
-- up, the query of the words only descriptions hold, the relevance of the walk's products and the
-- best relevance there is, the floor the answer's last product must pass, and each required word's
-- best field. Static SQL, whose plan each connection keeps (a statement planned at each call cost
-- more than it took to run). bench/search.ts calls it to EXPLAIN the candidates.
create function search_candidates_plan(
  query_lexemes jsonb,
  query_size integer,
  max_results integer,
  after_relevance numeric,
  words_rarity float8[])
returns table (
  applicable boolean,
  rarity float8[],
  walk boolean,
  score_required boolean,
  required_words bigint,
  holding_required tsquery,
  holding_rare tsquery,
  lexemes text[],
  factors float8[],
  rarities float8[],
  described_queries tsquery[],
  lead_lexeme text,
  lead_field smallint,
  check_lexemes text[],
  check_fields smallint[],
  described tsquery,
  walked_relevance numeric,
  best_relevance numeric,
  floor numeric,
  required_fields integer[],
  label_fields integer[])
language plpgsql stable
set search_path = public, pg_temp
as $function$
#variable_conflict use_column
begin
  return query
  with word_lexemes as (
    select *
      from jsonb_to_recordset(query_lexemes)
        as w (i integer, lexeme text, factor float8, min_weight integer, in_name integer, in_brand integer, in_category integer,
              in_description integer)
  ),
  word_fields as materialized (
    select w.i, w.lexeme, w.factor, w.min_weight,
           count(*) over (partition by w.i) = 1 as alone,
           -- the fields the word counts in, best first, as tenths (name 10, brand 7, category 5,
           -- description 3), and the products holding it at each
           array_remove(array[case when w.in_name > 0 then 10 end, case when w.in_brand > 0 then 7 end,
                              case when w.in_category > 0 then 5 end,
                              case when w.min_weight = 3 and w.in_description > 0 then 3 end], null) as fields,
           array_remove(array[nullif(w.in_name, 0), nullif(w.in_brand, 0), nullif(w.in_category, 0),
                              case when w.min_weight = 3 then nullif(w.in_description, 0) end], null) as holders,
           coalesce(words_rarity[w.i], search_rarity((select size from search_catalogue), w.in_name + w.in_brand + w.in_category + w.in_description)) as idf
      from word_lexemes w
  ),
  word_gaps as materialized (
    select f.*, f.fields[1] as top_field, f.holders[1] as top_count,
           (select sum(h) from unnest(f.holders) as h) as held,
           ((f.fields[1] / 10.0)::float8 * f.factor) * f.idf as most,
           ((f.fields[1] / 10.0)::float8 * f.factor) * f.idf - ((coalesce(f.fields[2], 0) / 10.0)::float8 * f.factor) * f.idf as gap
      from word_fields f
  ),
  by_gap as materialized (
    select g.*, row_number() over w as place,
           -- what the words after it can add at most (a margin of 2e-6 keeps the comparison true
           -- once relevance is rounded to 6 decimals)
           coalesce(sum(g.most) over (w rows between 1 following and unbounded following), 0) + 2e-6 as rest
      from word_gaps g
    window w as (order by g.gap desc, g.i)
  ),
  required as (
    select min(place) as places from by_gap where gap > rest
  ),
  -- Rare when finding the holders of the required words among its products costs less than walking
  -- past the products not holding it at its best: the products found, at most the required words'
  -- fewest times the word's share, against the answer's length over the share at its best.
  roles as materialized (
    select b.*,
           case when b.place <= r.places then 'required'
                when (select min(x.top_count) from by_gap x where x.place <= r.places)::float8 * b.held * b.top_count
                     < max_results::float8 * c.size * c.size then 'rare'
                else 'common' end as role
      from by_gap b, required r, search_catalogue c
  ),
  -- The word whose list the walk follows: the fewest products at its best in a name, brand or category.
  lead as (
    select lexeme, top_field from roles where role <> 'rare' and top_field >= 5 order by top_count, i limit 1
  )
  select bool_and(alone)
           and (select places from required) is not null
           -- enough products can hold the required words at their best to fill a page
           and min(top_count) filter (where role = 'required') >= max_results as applicable,
         array(select r.idf from generate_series(1, query_size) as g (i) left join word_fields r using (i) order by g.i) as rarity,
         -- At most as many products can hold the required words at their best as hold the rarest
         -- there. The walk, unless few can (up to 5 pages' worth: then scoring all of them costs
         -- less, and the walk could pass most of its list).
         exists (select from lead)
           and min(top_count) filter (where role = 'required') > 5 * max_results
           -- a required word only descriptions hold would be looked up in the document of every
           -- product walked: then the required words' products are scored instead
           and not bool_or(role = 'required' and top_field < 5)
           -- without a rare word or a word best in descriptions, the walk would take the first way's
           -- products again, which fell short
           and (after_relevance is not null or bool_or(role = 'rare') or bool_or(top_field < 5)) as walk,
         -- all of the required words' products scored, when few can hold them (up to 20 pages' worth)
         min(top_count) filter (where role = 'required') <= 20 * max_results as score_required,
         count(*) filter (where role = 'required') as required_words,
         string_agg(search_quoted(lexeme) || case top_field when 10 then ':A' when 7 then ':B' when 5 then ':C' else '' end, ' & ')
           filter (where role = 'required')::tsquery as holding_required,
         -- every required word in its best field (a word best in descriptions is in no other) and
         -- some rare word in a field it counts in
         (string_agg(search_quoted(lexeme) || case top_field when 10 then ':A' when 7 then ':B' when 5 then ':C' else '' end, ' & ')
            filter (where role = 'required')
          || ' & (' || string_agg(search_quoted(lexeme) || case when min_weight = 5 then ':ABC' else '' end, ' | ')
                         filter (where role = 'rare') || ')')::tsquery as holding_rare,
         array_agg(lexeme::text order by i) as lexemes,
         array_agg(factor order by i) as factors,
         array_agg(idf order by i) as rarities,
         -- for a word some descriptions hold alone: the query that finds it in a document
         array_agg(case when 3 = any(fields) then search_quoted(lexeme)::tsquery end order by i) as described_queries,
         (select lexeme::text from lead) as lead_lexeme,
         (select top_field from lead)::smallint as lead_field,
         array_agg(lexeme::text order by top_count, i)
           filter (where role <> 'rare' and top_field >= 5 and lexeme <> (select lexeme from lead)) as check_lexemes,
         array_agg(top_field::smallint order by top_count, i)
           filter (where role <> 'rare' and top_field >= 5 and lexeme <> (select lexeme from lead)) as check_fields,
         string_agg(search_quoted(lexeme), ' & ') filter (where role <> 'rare' and top_field = 3)::tsquery as described,
         -- (summed in the words' order, as the candidates' statement sums a product's weights)
         round((sum(most order by i) filter (where role <> 'rare'))::numeric, 6) as walked_relevance,
         round(sum(most order by i)::numeric, 6) as best_relevance,
         (sum(most) filter (where role <> 'rare') - min(gap) filter (where role = 'common'))::numeric + 1e-6 as floor,
         -- the best field of each required word, which every product found holds it in
         array_agg(case when role = 'required' then top_field end order by i) as required_fields,
         -- the fields of a name, brand or category some product holds each word in: 4 name, 2 brand,
         -- 1 category (its postings are looked up in those only)
         array_agg((case when 10 = any(fields) then 4 else 0 end) | (case when 7 = any(fields) then 2 else 0 end)
                   | (case when 5 = any(fields) then 1 else 0 end) order by i) as label_fields
    from roles;
end
$function$;

-- The ranked search (src/server/catalogue/search.ts describes the scoring and the ways to the
-- answer): the best products for the words $1 after a position, at most $2, with their places, and
-- what the next page needs to start where this one ends: each product's relevance (null from the
-- first way, whose products all hold the best relevance there is), its listed_at and the rarity of
-- each word; with count_matches, how many products match in all. JIT is off: at a large catalogue
-- the planner's estimate of the full scoring makes PostgreSQL compile the whole plan first, some
-- 90 ms to a second for a query that then takes a few milliseconds.
--
-- The position is the last product of the page before: its relevance ($3; null for a product of
-- the first way), listed_at ($4) and id ($5). From the first way's position the first way walks on;
-- once it cannot fill a page, the candidates and then the scoring answer the products after the
-- position, those of the best relevance first (the first way's products). The candidates' and the
-- scoring's pages carry the words' rarity ($6): a later page weighs with it, so that products added
-- or removed meanwhile, which change every word's rarity, leave the relevance of the others, and so
-- the order, as it was.
--
-- How many products match, when the first way or the candidates answer: the lexemes' counts tell
-- it when one lexeme is all the query matches, or when one lexeme is on every product; otherwise
-- they bound it (at least the most held lexeme's products, at most the sum), and the matches are
-- counted when that sum is at most 1,000, a few milliseconds. Counting the matches of common words
-- costs tens to hundreds of milliseconds at 100,000 products, against a few for the page, so then
-- the lower bound stands in. The scoring has every match in hand and counts them exactly.
--
-- Each statement is planned only when it runs (planning the scoring took as long as running the
-- first way), with its parameters in hand: the first way, which also hands over the words' lexemes
-- (and walks only from no position or the first way's); the candidates, when the first way could
-- not fill the answer and their plan (search_candidates_plan) says they can; the scoring, when
-- neither could; the count, when the first way or the candidates answered and the counts do not
-- tell. The first way, the count and the scoring start with the words and their lexemes (the text
-- between the $words$ marks), the count and the scoring with the products the words match (between
-- the $matches$ marks); bench/search.ts EXPLAINs the ways as this function runs them.
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
create or replace function search_ranked(
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
set search_path = public, pg_temp
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
),
-- What the lexemes' counts tell of how many products match: the products of the most held lexeme
-- (all of them match) and the sum over the lexemes (no more can, nor more than the catalogue holds),
-- in the fields each is searched in.
held as (
  select max(h.held) as at_least, least(sum(h.held), (select size from search_catalogue)) as at_most
    from (select case when min_weight = 3 then in_name + in_brand + in_category + in_description
                      else in_name + in_brand + in_category end as held
            from word_lexemes) as h
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
  candidates_statement constant text := $candidates$
-- The products holding every required word at its best and some rare word, through the document's
-- index, scored as the scoring scores them: each word's best field in the product (from its
-- postings, else its description), times the word's rarity, summed.
with rare_holders as materialized (
  select p.id as product_id, p.created_at as listed_at, p.search from products p where p.search @@ $1::tsquery
),
rare_scored as materialized (
  select h.product_id, h.listed_at,
         round(sum(((f.field_weight / 10.0)::float8 * w.factor) * w.rarity order by w.i)::numeric, 6) as relevance
    from rare_holders h
    cross join unnest($2::text[], $3::float8[], $4::float8[], $5::tsquery[], $14::integer[], $15::integer[]) with ordinality
      as w (lexeme, factor, rarity, described, required_field, label_fields, i)
    -- (a required word is in its best field; else its postings are looked up by their whole key, in
    -- the fields some product holds it in, the best first (the planner, misled by the many lexemes
    -- of one product, would scan a common lexeme's postings for each product), then its
    -- description; a word the product does not hold weighs null, which the sum leaves out; every
    -- field of the postings counts for a typo too)
    cross join lateral (
      select coalesce(
               w.required_field,
               case when w.label_fields & 4 > 0
                         and exists (select from search_postings s where s.lexeme = w.lexeme and s.field_weight = 10
                                        and s.listed_at = h.listed_at and s.product_id = h.product_id) then 10
                    when w.label_fields & 2 > 0
                         and exists (select from search_postings s where s.lexeme = w.lexeme and s.field_weight = 7
                                        and s.listed_at = h.listed_at and s.product_id = h.product_id) then 7
                    when w.label_fields & 1 > 0
                         and exists (select from search_postings s where s.lexeme = w.lexeme and s.field_weight = 5
                                        and s.listed_at = h.listed_at and s.product_id = h.product_id) then 5 end,
               case when h.search @@ w.described then 3 end) as field_weight) as f
   group by h.product_id, h.listed_at
),
-- The products holding every required and common word at its best and no rare word, newest first:
-- the lead word's list walked in index order, each product looked up in the others' lists by key
-- (the rarer first) and, for a word only descriptions hold, in its document. They all score the
-- same ($11): after a position of that relevance, after it by time and id; after one of more, all
-- of them; after one of less, none. (The first way's position has the best relevance there is, $12.)
walked as materialized (
  select s.product_id, s.listed_at
    from search_postings s
   where s.lexeme = $6 and s.field_weight = $7
     and ($18::timestamptz is null or coalesce($17::numeric, $12::numeric) >= $11::numeric)
     and ($18::timestamptz is null or coalesce($17::numeric, $12::numeric) > $11::numeric
          or (s.listed_at, s.product_id) < ($18::timestamptz, $19::uuid))
     -- in this order, the cheapest first (a CASE is evaluated in order; the planner would read
     -- the document of every product walked first, or hash an EXISTS over every product)
     and case when exists (
                select from unnest($8::text[], $9::smallint[]) as c (lexeme, field_weight)
                 where not exists (
                   select from search_postings q
                    where q.lexeme = c.lexeme and q.field_weight = c.field_weight
                      and q.listed_at = s.listed_at and q.product_id = s.product_id)) then false
              when s.product_id in (select r.product_id from rare_scored r) then false
              else $10::tsquery is null or (select p.search from products p where p.id = s.product_id) @@ $10::tsquery
         end
   order by s.listed_at desc, s.product_id desc
   limit $16
),
page as (
  select *
    from (select r.product_id, r.listed_at, r.relevance
            from rare_scored r
           where $18::timestamptz is null
              or (r.relevance, r.listed_at, r.product_id) < (coalesce($17::numeric, $12::numeric), $18::timestamptz, $19::uuid)
          union all
          select w.product_id, w.listed_at, $11::numeric from walked w) as found
   order by relevance desc, listed_at desc, product_id desc
   limit $16
)
-- They answer when the page is full and its last product passes the floor ($13): then it outscores
-- every product neither found.
select array_agg(product_id order by relevance desc, listed_at desc, product_id desc) as ids,
       array_agg(listed_at order by relevance desc, listed_at desc, product_id desc) as listed_at,
       array_agg(relevance order by relevance desc, listed_at desc, product_id desc) as relevance,
       coalesce(count(*) = $16 and ($13::numeric is null or min(relevance) > $13::numeric), false) as answers
  from page
$candidates$;
  page_ids uuid[];
  page_listed_at timestamptz[];
  page_relevance numeric[];
  page_rarity float8[];
  answered boolean;
  at_least bigint;
  at_most bigint;
  match_count bigint;
  first_way record;
  candidates record;
  seqscan text;
begin
  -- EXECUTE plans each statement at each call with the words and the position in hand, as a
  -- statement sent on its own would be; a function's own statements are planned blind to their
  -- parameters.
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
-- list walked in index order from there, each product looked up in the others' by key, the rarer
-- words first (a product most often lacks one of those). None when a word is at its best only in
-- descriptions, which have no postings.
every_best as materialized (
  select distinct on (f.listed_at, f.product_id) f.product_id, f.listed_at
    from best d
    cross join lateral (
      select s.product_id, s.listed_at
        from search_postings s
       where s.lexeme = d.lexeme and s.field_weight = d.top_weight
         and ($4::timestamptz is null or (s.listed_at, s.product_id) < ($4::timestamptz, $5::uuid))
         and not exists (
           select from (select i from best where i <> d.i group by i order by sum(top_count), i) as other
            where not exists (
              select from best o
                join search_postings q
                  on q.lexeme = o.lexeme and q.field_weight = o.top_weight and q.listed_at = s.listed_at and q.product_id = s.product_id
               where o.i = other.i))
       order by s.listed_at desc, s.product_id desc
       limit $2) as f
   where $3::numeric is null
     and d.i = (select i from best group by i order by sum(top_count), i limit 1)
     and not exists (select from best where top_weight < 5)
   order by f.listed_at desc, f.product_id desc
   limit $2
)
select (select array_agg(product_id order by listed_at desc, product_id desc) from every_best) as ids,
       (select array_agg(listed_at order by listed_at desc, product_id desc) from every_best) as listed_at,
       at_least, at_most,
       -- a catalogue of 10 pages or fewer is scored whole in less time than the candidates take to plan
       (select size from search_catalogue) > 10 * $2 as plan_candidates,
       -- the words' lexemes with their counts, for the candidates' plan
       (select jsonb_agg(to_jsonb(w) - 'word' order by w.i, w.lexeme) from word_lexemes as w) as lexemes
  from held
$every_best$ into first_way
    using query_words, max_results, after_relevance, after_listed_at, after_id, words_rarity;
  page_ids := first_way.ids;
  page_listed_at := first_way.listed_at;
  at_least := first_way.at_least;
  at_most := first_way.at_most;
  -- no word of the query is in the catalogue
  if at_least is null then
    return;
  end if;
  answered := after_relevance is null and coalesce(cardinality(page_ids) = max_results, false);

  -- The candidates (a third way, for a query whose words are each alone in their lexeme). Words
  -- are taken in the order of their gap, what a product loses by not holding the word at its best
  -- (the best field's weight less the next field's, times the rarity). The first of them, as few as
  -- can be, are required: the smallest gap among them is greater than all the other words can ever
  -- add, so a product holding the required words at their best outscores every product that does
  -- not. The others are rare (few products hold them: all of those holding the required words are
  -- found through the document's index and scored) or common (the walk takes the products holding
  -- them at their best as well, and no rare word: they all score the same, and come newest first,
  -- from the position). The answer is the best of both, when its last product outscores every
  -- product neither found: those lacking a common word at its best lose at least the smallest gap
  -- among the common words.
  if not answered and first_way.plan_candidates then
    select * into candidates
      from search_candidates_plan(first_way.lexemes, cardinality(query_words), max_results, after_relevance, words_rarity);

    page_rarity := candidates.rarity;
    -- A conjunction of several required words may hold fewer products than a page (none, for two
    -- words no product holds together), which the walk would learn only at the end of its list:
    -- asked of the document's index first.
    if candidates.applicable and (candidates.required_words = 1 or search_holds_page(candidates.holding_required, max_results)) then
      -- Sequential scans off for the candidates' statement, which reads through the indexes by
      -- design: on a catalogue of a few thousand products the planner would read all of them to find
      -- the twenty holding a rare word. (Back as they were below; an error ends the transaction,
      -- which takes the setting back too.)
      seqscan := current_setting('enable_seqscan');
      perform set_config('enable_seqscan', 'off', true);
      if candidates.walk then
        execute candidates_statement into page_ids, page_listed_at, page_relevance, answered
          using candidates.holding_rare, candidates.lexemes, candidates.factors, candidates.rarities, candidates.described_queries,
                candidates.lead_lexeme, candidates.lead_field, candidates.check_lexemes, candidates.check_fields, candidates.described,
                candidates.walked_relevance, candidates.best_relevance, candidates.floor, candidates.required_fields,
                candidates.label_fields, max_results, after_relevance, after_listed_at, after_id;
      end if;
      -- Else all the products holding the required words scored: the same statement, all of them
      -- "rare holders", no walk. They answer when they fill the page.
      if not answered and candidates.score_required then
        execute candidates_statement into page_ids, page_listed_at, page_relevance, answered
          using candidates.holding_required, candidates.lexemes, candidates.factors, candidates.rarities, candidates.described_queries,
                null::text, null::smallint, null::text[], null::smallint[], null::tsquery,
                candidates.walked_relevance, candidates.best_relevance, null::numeric, candidates.required_fields,
                candidates.label_fields, max_results, after_relevance, after_listed_at, after_id;
      end if;
      perform set_config('enable_seqscan', seqscan, true);
    end if;
  end if;

  if answered then
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
      select b.id, b.n, b.relevance, b.at, page_rarity, match_count
        from unnest(page_ids, page_listed_at, page_relevance) with ordinality as b (id, at, relevance, n);
    return;
  end if;

  return query execute words_and_lexemes || products_matched || $scoring$,
-- Every product a word matches is scored: its best field per word times the word's rarity, summed.
-- A word alone in its lexeme has its rarity from the lexeme's counts; a word of several (a prefix of
-- several words, a typo near several) takes its best per product, and counts its products. A page
-- after the scoring's first weighs with the rarity that one had ($6).
word_rarity as materialized (
  select i, coalesce($6[i], search_rarity((select size from search_catalogue), in_name + in_brand + in_category + in_description)) as idf
    from lexemes
   where alone
),
several as materialized (
  select i, product_id, listed_at, max(score) as score from matches where not alone group by i, product_id, listed_at
),
several_rarity as materialized (
  select i, coalesce($6[i], search_rarity((select size from search_catalogue), count(*))) as idf from several group by i
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
