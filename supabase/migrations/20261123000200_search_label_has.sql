-- Whether some product's name or brand holds a word (src/server/catalogue/search.ts: a word the catalogue
-- spells is not taken for a typo). Asked through the label's GIN index: the planner would scan the
-- table hoping for an early hit, which reads every row for a word no product holds (a typo, the
-- very case the check is for). Not inlined (the SET), so the setting holds for this query only.
create function search_label_has(wanted tsquery)
returns boolean
language sql stable
set enable_seqscan = off
as $$
  select exists (select from products where search_label @@ wanted)
$$;
