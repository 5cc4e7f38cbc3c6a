-- Filters on category pages (docs/spec.md §25.3), read from one narrow row per product.
--
-- Why: the options' counts read every value of a category's filterable specifications and worked
-- out each one's options before joining them (71,000 values for 14,000 machines of a category at
-- 100,000 products: 110 of a call's 200 ms, bench/filters.ts). Here each product's options are
-- worked out once, when its values or its category's filters change, and kept beside its category
-- and time: a call reads its category's rows from one index, in the lists' order, and the page's
-- ids, the options' counts and the total all come from those rows.

-- A product's options: for each of its category's filters (its filterable specifications that have
-- options, in the schema's order, as src/lib/spec-filters.ts specFilters lists them), a bit mask of
-- the options its value takes: a choice's place; a number's or range's every band it overlaps,
-- from that of its low figure to that of its high one (width_bucket over the band edges: band n
-- holds the figures from edge n up to edge n + 1). 0: no value, or a choice since renamed.
create table product_filter_options (
  product_id  uuid primary key references products (id) on delete cascade,
  category    text not null,
  created_at  timestamptz not null,
  options     int[] not null
);
-- The filtered lists' order (newest first, as products_category_idx), the masks read from the index.
create index product_filter_options_list_idx on product_filter_options (category, created_at desc, product_id desc) include (options);
alter table product_filter_options enable row level security;

-- The masks of a product's values, in its category's filters' order.
create function product_filter_masks(p_product uuid, p_category text)
returns int[]
language sql stable
set search_path = public, pg_temp
as $$
  select coalesce(array_agg(coalesce(
           case when f.kind = 'choice' then 1 << (array_position(f.choices, s.text_value) - 1)
                else ((1 << (width_bucket(s.high, f.bands) + 1)) - 1) & ~((1 << width_bucket(s.low, f.bands)) - 1) end,
           0) order by f.position), '{}')
    from spec_fields f
    left join product_specs s on s.field_id = f.id and s.product_id = p_product
   where f.category = p_category and f.filterable and (f.kind = 'choice' or cardinality(f.bands) > 0)
$$;

-- Works out again the rows of the products given (only those that changed are written), in id
-- order, the order every writer locks products in.
create function product_filter_options_refresh(changed uuid[])
returns void
language sql
set search_path = public, pg_temp
as $$
  insert into product_filter_options as o (product_id, category, created_at, options)
  select p.id, p.category, p.created_at, product_filter_masks(p.id, p.category)
    from products p
   where p.id = any(changed)
   order by p.id
  on conflict (product_id) do update
     set category = excluded.category, created_at = excluded.created_at, options = excluded.options
   where (o.category, o.created_at, o.options) is distinct from (excluded.category, excluded.created_at, excluded.options);
$$;

-- A product's values written, by statement (a product deleted takes its row with it).
create function product_specs_filter_sync()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'INSERT' then
    perform product_filter_options_refresh(array(select product_id from new_rows));
  elsif tg_op = 'DELETE' then
    perform product_filter_options_refresh(array(select product_id from old_rows));
  else
    perform product_filter_options_refresh(array(select product_id from new_rows union select product_id from old_rows));
  end if;
  return null;
end
$$;

create trigger product_specs_filter_insert after insert on product_specs
  referencing new table as new_rows for each statement execute function product_specs_filter_sync();
create trigger product_specs_filter_update after update on product_specs
  referencing old table as old_rows new table as new_rows for each statement execute function product_specs_filter_sync();
create trigger product_specs_filter_delete after delete on product_specs
  referencing old table as old_rows for each statement execute function product_specs_filter_sync();

-- A product added, or its category or time changed, by statement (a column list cannot go with
-- transition tables: an update of other columns finds nothing to do here).
create function products_filter_sync()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'INSERT' then
    perform product_filter_options_refresh(array(select id from new_rows));
  else
    perform product_filter_options_refresh(array(
      select n.id from new_rows n join old_rows o using (id)
       where (n.category, n.created_at) is distinct from (o.category, o.created_at)));
  end if;
  return null;
end
$$;

create trigger products_filter_insert after insert on products
  referencing new table as new_rows for each statement execute function products_filter_sync();
create trigger products_filter_update after update on products
  referencing old table as old_rows new table as new_rows for each statement execute function products_filter_sync();

-- A category's filters changed (a band, a choice, their order, which are filterable) are worked
-- out again by the schema's save (src/server/catalogue/specifications.ts, saveSpecFields), once
-- for the category, as search's reading of a renamed specification is.

revoke all on function product_filter_masks(uuid, text), product_filter_options_refresh(uuid[]),
  product_specs_filter_sync(), products_filter_sync() from public;

-- The products already stored.
select product_filter_options_refresh(array(select id from products));

-- A ticked choice was read from this index; the rows above answer it now.
drop index product_specs_choice_idx;
