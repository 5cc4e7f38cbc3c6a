-- The search index kept beside the catalogue (src/server/catalogue/search.ts reads it).

-- What the search no longer reads: the label document, its check, and the trigram indexes of
-- names and brands (typos are compared with the vocabulary instead).
drop function search_label_has(tsquery);
drop index products_search_label_idx;
alter table products drop column search_label;
drop index products_name_trgm_idx;
drop index products_brand_trgm_idx;

-- search_postings: for each product and each lexeme of its name, brand or category, the best field
-- it is in, in tenths (name 10, brand 7, category 5), with the product's created_at, so that one
-- index lists a lexeme's products best field first and newest first within a field, and answers
-- "does this product hold this lexeme in this field" by its whole key. Descriptions are left out:
-- they would make it ten times larger, and a description match counts only 0.3, found through the
-- document's own GIN index when it matters.
create table search_postings (
  lexeme       text collate "C" not null,
  field_weight smallint not null check (field_weight in (5, 7, 10)),
  listed_at    timestamptz not null,
  product_id   uuid not null
);
create unique index search_postings_idx on search_postings (lexeme, field_weight desc, listed_at desc, product_id);

-- search_lexemes: every lexeme of the catalogue, with how many products hold it, by their best field
-- (description included). They tell a word's best possible field, how many products reach it, and
-- whether the catalogue spells a word (then it is not taken for a typo of another).
create table search_lexemes (
  lexeme         text collate "C" primary key,
  in_name        integer not null default 0,
  in_brand       integer not null default 0,
  in_category    integer not null default 0,
  in_description integer not null default 0
);

-- search_vocabulary: the words of names, brands and categories as written, with their lexemes, for
-- typos: "tisue" is compared with "tissue", a few thousand words, not with every product's name.
-- A word whose products are gone stays: its lexeme then has no postings, and it finds nothing.
create table search_vocabulary (
  word   text not null,
  lexeme text collate "C" not null,
  primary key (word, lexeme)
);
create index search_vocabulary_trgm_idx on search_vocabulary using gin (word gin_trgm_ops);

-- A product's lexemes with their best field, from its weighted document (name A, brand B,
-- category C, description D).
create function product_search_entries(p products)
returns table (lexeme text, field_weight smallint)
language sql immutable
as $$
  select e.lexeme,
         (case when 'A' = any(e.weights) then 10 when 'B' = any(e.weights) then 7
               when 'C' = any(e.weights) then 5 else 3 end)::smallint
    from unnest(p.search) as e
$$;

-- The words of a product's name, brand and category, split as pg_trgm splits them; not those with
-- a digit: a model number ("FM-250") is typed as it is, and there is one per product.
create function product_label_words(p products)
returns setof text
language sql immutable
as $$
  select w
    from regexp_split_to_table(lower(p.product_name || ' ' || p.brand_name || ' ' || replace(p.category, '-', ' ')), '[^[:alnum:]]+') as w
   where w <> '' and w !~ '[0-9]'
$$;

-- Adds the products' lexemes to the counts (sign 1) or takes them away (sign -1). Rows are locked
-- in lexeme order: two writers cannot deadlock.
create function search_lexemes_count(changed products[], sign integer)
returns void
language sql
as $$
  insert into search_lexemes as l (lexeme, in_name, in_brand, in_category, in_description)
  select e.lexeme,
         sign * count(*) filter (where e.field_weight = 10), sign * count(*) filter (where e.field_weight = 7),
         sign * count(*) filter (where e.field_weight = 5), sign * count(*) filter (where e.field_weight = 3)
    from unnest(changed) as p cross join product_search_entries(p) as e
   group by e.lexeme
   order by e.lexeme
  on conflict (lexeme) do update
     set in_name = l.in_name + excluded.in_name, in_brand = l.in_brand + excluded.in_brand,
         in_category = l.in_category + excluded.in_category, in_description = l.in_description + excluded.in_description;
$$;

create function search_index_add(added products[])
returns void
language sql
as $$
  insert into search_postings (lexeme, field_weight, listed_at, product_id)
  select e.lexeme, e.field_weight, p.created_at, p.id
    from unnest(added) as p cross join product_search_entries(p) as e
   where e.field_weight >= 5;

  select search_lexemes_count(added, 1);

  insert into search_vocabulary (word, lexeme)
  select distinct w.word, t.lexeme
    from unnest(added) as p
    cross join product_label_words(p) as w (word)
    cross join unnest(to_tsvector('english', w.word)) as t
   order by 1, 2
  on conflict do nothing;
$$;

create function search_index_forget(removed products[])
returns void
language sql
as $$
  delete from search_postings s
   using (select e.lexeme, e.field_weight, p.created_at, p.id
            from unnest(removed) as p cross join product_search_entries(p) as e
           where e.field_weight >= 5) as g
   where s.lexeme = g.lexeme and s.field_weight = g.field_weight and s.listed_at = g.created_at and s.product_id = g.id;

  select search_lexemes_count(removed, -1);

  -- Lexemes no product holds any more go (only taking away can empty one).
  delete from search_lexemes
   where in_name + in_brand + in_category + in_description = 0
     and lexeme in (select e.lexeme from unnest(removed) as p cross join product_search_entries(p) as e);
$$;

-- Kept in step by statement: a batch of inserted products is indexed in one pass. An update counts
-- only when the document or the date changed (a price change leaves the index alone).
create function search_index_sync()
returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    perform search_index_add(array(select n::products from new_rows as n));
  elsif tg_op = 'DELETE' then
    perform search_index_forget(array(select o::products from old_rows as o));
  else
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

create trigger products_search_index_insert after insert on products
  referencing new table as new_rows for each statement execute function search_index_sync();
create trigger products_search_index_update after update on products
  referencing old table as old_rows new table as new_rows for each statement execute function search_index_sync();
create trigger products_search_index_delete after delete on products
  referencing old table as old_rows for each statement execute function search_index_sync();

select search_index_add(array(select p from products as p));

-- The ranked search (src/server/catalogue/search.ts describes the scoring and the two ways to the answer):
-- the ids of the best products for the words $1, at most $2, with their places. JIT is off: at a
-- large catalogue the planner's estimate of the full scoring, a branch most queries never run,
-- makes PostgreSQL compile the whole plan first, some 90 ms to a second for a query that then
-- takes a few milliseconds. bench/search.ts EXPLAINs the statement between the $search$ marks.
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
create function search_ranked(query_words text[], max_results integer)
returns table (product_id uuid, place bigint)
language plpgsql stable
rows 100 -- at most SEARCH_MAX_RESULTS: the products are then fetched by key, not scanned
set jit = off
as $function$
begin
  -- EXECUTE plans the statement at each call with the words in hand, as a statement sent on its
  -- own would be; a function's own statements are planned blind to their parameters.
  return query execute $search$
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
),
-- Otherwise every product holding a word is scored: its best field per word, by the postings, or
-- 0.3 for a word only in its description, by the document's GIN index (asked only for the words
-- some description holds outside the other fields).
scores as (
  select i, product_id, listed_at, max(score) as score
    from (select w.i, s.product_id, s.listed_at, (s.field_weight / 10.0)::float8 * w.factor as score
            from word_lexemes w
            join search_postings s on s.lexeme = w.lexeme and s.field_weight >= w.min_weight
          union all
          select w.i, p.id, p.created_at, 0.3
            from (select i, word from word_lexemes where min_weight = 3 group by i, word having sum(in_description) > 0) as w
            join products p on p.search @@ to_tsquery('english', w.word || ':*')) as found
   group by i, product_id, listed_at
),
rarity as (
  select i, ln(1 + ((select count(*) from products) - count(*) + 0.5) / (count(*) + 0.5))::float8 as idf
    from scores
   group by i
),
ranked as (
  select product_id, row_number() over (order by listed_at desc, product_id) as place
    from every_best
   where (select count(*) from every_best) = $2
  union all
  select product_id, row_number() over (order by relevance desc, listed_at desc, product_id)
    from (select s.product_id, s.listed_at, round(sum(s.score * r.idf)::numeric, 6) as relevance
            from scores s join rarity r using (i)
           group by s.product_id, s.listed_at
           order by relevance desc, s.listed_at desc, s.product_id
           limit $2) as all_scored
   where (select count(*) from every_best) < $2
)
select product_id, place from ranked
$search$ using query_words, max_results;
end
$function$;
