-- A word's lexemes (the `word_lexemes` rows of search_ranked) read by their index, one range a word.
-- As a join of the words with search_lexemes, the planner, which cannot tell how wide a range is
-- before it runs, read the whole table once and compared every lexeme with every word: since the
-- specifications' figures joined the index, 103,374 lexemes at 100,000 machines, 724,000
-- comparisons and 106 ms for a seven-word query, where each range holds a handful. A lateral
-- subquery kept apart (offset 0) is asked once a word, by its range on the primary key.
-- The function is 20261130000200_search_specifications.sql's but for that join.
create or replace function search_ranked(query_words text[], max_results integer, after_relevance numeric DEFAULT NULL::numeric, after_listed_at timestamp with time zone DEFAULT NULL::timestamp with time zone, after_id uuid DEFAULT NULL::uuid, words_rarity double precision[] DEFAULT NULL::double precision[], count_matches boolean DEFAULT false)
returns table (product_id uuid, place bigint, relevance numeric, listed_at timestamp with time zone, rarity double precision[], matches bigint)
language plpgsql
stable
rows 100
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
             -- (a figure is only itself: [stem, stem and the least character) holds stem alone)
             (case when w.word ~ '^[0-9]+$' then t.lexeme || chr(1)
                   else left(t.lexeme, -1) || chr(ascii(right(t.lexeme, 1)) + 1) end) collate "C" as stem_end
        from unnest(to_tsvector('english', w.word)) as t
       limit 1) as s
   where set_config('pg_trgm.word_similarity_threshold', '0.5', true) is not null
),
word_lexemes as materialized (
  select w.i, w.word, l.lexeme, 1.0::float8 as factor, 3 as min_weight,
         l.in_name, l.in_brand, l.in_category, l.in_description
    from words w
    cross join lateral (select * from search_lexemes l
                         where l.lexeme >= w.stem and l.lexeme < w.stem_end
                        offset 0) as l
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
    join products p on search_description_only(p.search) @@ to_tsquery('english', w.word || case when w.word ~ '^[0-9]+$' then '' else ':*' end)
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
