-- Search reads a product's specifications (docs/spec.md §17 and §25.4): each value with its
-- specification's name and unit ("Output 90–110 cups/min"), at the description's weight (0.3).
--
-- Why that weight: a product's document has four weights (A-D), all taken (name, brand, category,
-- description), and each of the search's three ways (search_ranked) is built on those four. At the
-- category's weight a product's values would be posted beside its name (search_postings): some
-- thirty lexemes a product ("output", "kw", "phase", its figures) against today's ten, tripling
-- the index every save and every load writes, and making "speed", "paper" or "automatic" words most
-- products hold at 0.5. As description words, they are found through the document's own indexes,
-- as "plate 42" is, and a name, brand or category match stays above a match by value.

-- A figure's words as search reads them: written plainly ("7.5", "1800") and, from 1,000, also as
-- the site writes it, in Indian grouping ("1,800", "1,00,000"), so that either way of typing finds it.
create function search_figure_words(figure numeric)
returns text
language sql immutable parallel safe
set search_path = public, pg_temp
as $$
  select trim_scale(round(figure, 3))::text
         || case when abs(figure) >= 1000 then ' ' || to_char(trunc(abs(figure)), 'FM99,99,99,99,99,999') else '' end
$$;

-- A product's specifications as search reads them, in its category's order: each one's name, its
-- value (a text or choice, a number's figure, a range's two ends) and its unit, split into words at
-- every mark as the search box splits a query (src/server/catalogue/search.ts, searchWords). The
-- text parser would keep "cups/min" as one path, "7.5" as one number and "90-110" as 90 and -110;
-- typed, they are "cups" and "min", 7 and 5, 90 and 110.
create function product_search_specifications(p_product uuid)
returns text
language sql stable
set search_path = public, pg_temp
as $$
  select coalesce(btrim(string_agg(regexp_replace(
           concat_ws(' ', f.name, s.text_value, search_figure_words(s.low),
                     case when s.high <> s.low then search_figure_words(s.high) end, f.unit),
           '[^[:alnum:]]+', ' ', 'g'), ' ' order by f.position)), '')
    from product_specs s
    join spec_fields f on f.id = s.field_id
   where s.product_id = p_product
$$;

-- The product's specifications as its document reads them, kept by the triggers below (a generated
-- column reads only its own row).
alter table products add column search_specifications text not null default '';

-- The document again, now with the specifications. Dropped and made anew (PostgreSQL 15 cannot
-- change a generated column's expression), with its two indexes; every product's specifications
-- are still '' here, so the search index kept beside it (search_postings, search_lexemes) holds.
drop index products_search_idx;
drop index products_description_only_idx;
alter table products drop column search;
alter table products add column search tsvector generated always as (
  setweight(to_tsvector('english', product_name), 'A') ||
  setweight(to_tsvector('english', brand_name), 'B') ||
  setweight(to_tsvector('english', replace(category, '-', ' ')), 'C') ||
  setweight(to_tsvector('english', description), 'D') ||
  setweight(to_tsvector('english', search_specifications), 'D')
) stored;
create index products_search_idx on products using gin (search);
create index products_description_only_idx on products using gin (search_description_only(search));

-- Reads again the specifications of the products given (only those whose reading changed are
-- written: the products' own trigger then updates the search index). Products in id order, the
-- order every writer locks them in.
create function search_specifications_refresh(changed uuid[])
returns void
language sql
set search_path = public, pg_temp
as $$
  update products p
     set search_specifications = r.reading
    from (select id, product_search_specifications(id) as reading
            from (select distinct unnest(changed) as id) as c
           order by id) as r
   where p.id = r.id and p.search_specifications is distinct from r.reading;
$$;

-- A product's values written (its save replaces them: a delete, then an insert), by statement.
create function product_specs_search_sync()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'INSERT' then
    perform search_specifications_refresh(array(select product_id from new_rows));
  elsif tg_op = 'DELETE' then
    -- (a product deleted takes its values with it: it is gone here, and nothing is written)
    perform search_specifications_refresh(array(select product_id from old_rows));
  else
    perform search_specifications_refresh(array(select product_id from new_rows union select product_id from old_rows));
  end if;
  return null;
end
$$;

create trigger product_specs_search_insert after insert on product_specs
  referencing new table as new_rows for each statement execute function product_specs_search_sync();
create trigger product_specs_search_update after update on product_specs
  referencing old table as old_rows new table as new_rows for each statement execute function product_specs_search_sync();
create trigger product_specs_search_delete after delete on product_specs
  referencing old table as old_rows for each statement execute function product_specs_search_sync();

-- A specification renamed or its unit changed is read again by the schema's save
-- (src/server/catalogue/specifications.ts, saveSpecFields), once for the products holding a value
-- of it: a trigger on spec_fields would read the whole category again at each of the save's
-- statements (it renames every kept specification twice, so that two may swap names). A
-- specification removed takes its values with it, and product_specs' trigger reads those products
-- again.

revoke all on function search_figure_words(numeric), product_search_specifications(uuid), search_specifications_refresh(uuid[]),
  product_specs_search_sync() from public;

-- The values already written.
select search_specifications_refresh(array(select distinct product_id from product_specs));
