-- Filters' options (20261207000100_filter_options.sql) worked out for a statement's products at
-- once: one plan joining their values to their categories' filters, where a function called per
-- product planned its own join each time (storing 100,000 products took twice as long). A product
-- just stored has no values yet: its row starts empty (no mask: no option taken) and its values'
-- statement fills it.

create or replace function product_filter_options_refresh(changed uuid[])
returns void
language sql
set search_path = public, pg_temp
as $$
  with changed_products as (
    select id, category, created_at from products where id = any(changed)
  ),
  masks as (
    select p.id,
           array_agg(coalesce(
             case when f.kind = 'choice' then 1 << (array_position(f.choices, s.text_value) - 1)
                  else ((1 << (width_bucket(s.high, f.bands) + 1)) - 1) & ~((1 << width_bucket(s.low, f.bands)) - 1) end,
             0) order by f.position) as options
      from changed_products p
      join spec_fields f on f.category = p.category and f.filterable and (f.kind = 'choice' or cardinality(f.bands) > 0)
      left join product_specs s on s.product_id = p.id and s.field_id = f.id
     group by p.id
  )
  insert into product_filter_options as o (product_id, category, created_at, options)
  select p.id, p.category, p.created_at, coalesce(m.options, '{}')
    from changed_products p
    left join masks m on m.id = p.id
   order by p.id
  on conflict (product_id) do update
     set category = excluded.category, created_at = excluded.created_at, options = excluded.options
   where (o.category, o.created_at, o.options) is distinct from (excluded.category, excluded.created_at, excluded.options);
$$;

create or replace function products_filter_sync()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'INSERT' then
    insert into product_filter_options (product_id, category, created_at, options)
    select id, category, created_at, '{}' from new_rows order by id;
  else
    perform product_filter_options_refresh(array(
      select n.id from new_rows n join old_rows o using (id)
       where (n.category, n.created_at) is distinct from (o.category, o.created_at)));
  end if;
  return null;
end
$$;

drop function product_filter_masks(uuid, text);
