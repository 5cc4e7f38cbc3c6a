-- The search index kept beside the catalogue (src/server/search.ts reads it).

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

-- Adds the products' lexemes to the counts (sign 1) or takes them away (sign -1), and drops the
-- lexemes no product holds any more. Rows are locked in lexeme order: two writers cannot deadlock.
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

  delete from search_lexemes
   where in_name + in_brand + in_category + in_description = 0
     and lexeme in (select e.lexeme from unnest(changed) as p cross join product_search_entries(p) as e);
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
