-- Machines as data (docs/spec.md §25): each category's specification schema, and each product's
-- values checked against it.

-- One specification of a category's machines, in the category's order (position).
-- key:        the specification's name in addresses (a category page's filter: ?output=…), fixed
--             once made so that a shared filtered link keeps working when the name is reworded.
-- kind:       number (one figure), range (a low and a high figure: "90–110"), text, or choice (one
--             of choices).
-- unit:       what its figures are counted in ("cups/min", "kW"); null for none.
-- bands:      a filterable number or range: the edges that split its figures into the bands a
--             category page offers (ascending: 60, 100 gives "Up to 60", "60–100", "100 and more").
-- filterable: offered as a filter on the category page (a number, range or choice).
-- on_card:    the key figure shown on the category's cards (one per category at most).
create table spec_fields (
  id          uuid primary key default gen_random_uuid(),
  category    text not null check (category in (
                'paper-cup-making-machines',
                'aluminum-foil-rewinding-machine',
                'paper-plate-making-machines',
                'tissue-paper-making-machines',
                'paper-bag-making-machines',
                'toilet-roll-making-machines',
                'all-machines')),
  key         text not null check (key ~ '^[a-z][a-z0-9-]{0,39}$'),
  name        text not null check (length(btrim(name)) between 1 and 60 and name = btrim(name)),
  unit        text check (length(btrim(unit)) between 1 and 20 and unit = btrim(unit)),
  kind        text not null check (kind in ('number', 'range', 'text', 'choice')),
  choices     text[] not null default '{}' check (cardinality(choices) <= 30),
  bands       numeric[] not null default '{}' check (cardinality(bands) <= 12),
  filterable  boolean not null default false,
  on_card     boolean not null default false,
  position    smallint not null check (position >= 0),
  updated_at  timestamptz not null default now(),
  unique (category, key),
  check ((kind = 'choice') = (cardinality(choices) > 0)),
  check (kind in ('number', 'range') or cardinality(bands) = 0),
  check (not filterable or kind <> 'text'),
  -- Deferred, so that a reordering saved in one transaction may swap two positions.
  constraint spec_fields_position_key unique (category, position) deferrable initially deferred
);
create unique index spec_fields_name_idx on spec_fields (category, lower(name));
create unique index spec_fields_on_card_idx on spec_fields (category) where on_card;
alter table spec_fields enable row level security;

-- A product's value of one specification of its category. Figures (number: low = high; range:
-- low ≤ high) or text (text, and a choice as written in the field's choices), never both.
create table product_specs (
  product_id  uuid not null references products (id) on delete cascade,
  field_id    uuid not null references spec_fields (id) on delete cascade,
  low         numeric check (low > -1e12 and low < 1e12),
  high        numeric check (high > -1e12 and high < 1e12),
  text_value  text check (length(btrim(text_value)) between 1 and 200 and text_value = btrim(text_value)),
  primary key (product_id, field_id),
  check ((text_value is null and low is not null and high is not null and low <= high)
         or (text_value is not null and low is null and high is null))
);
create index product_specs_field_idx on product_specs (field_id, low, high, product_id);
alter table product_specs enable row level security;

-- A product's specifications as the API carries them, in its category's order: one JSON array
-- read with the product's row wherever products are listed (src/server/catalogue/products.ts).
create function product_specifications(p_product uuid)
returns jsonb
language sql stable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'key', f.key, 'name', f.name, 'unit', f.unit, 'kind', f.kind, 'onCard', f.on_card,
           'low', s.low, 'high', s.high, 'text', s.text_value) order by f.position), '[]'::jsonb)
    from product_specs s
    join spec_fields f on f.id = s.field_id
   where s.product_id = p_product
$$;

-- The schemas a new site starts with: what buyers of each kind of machine compare. An ADMIN
-- edits them in the admin panel (All Products, "Specifications").
insert into spec_fields (category, position, key, name, unit, kind, choices, bands, filterable, on_card) values
  ('paper-cup-making-machines', 0, 'output', 'Output', 'cups/min', 'range', '{}', '{40,60,80,100}', true, true),
  ('paper-cup-making-machines', 1, 'cup-size', 'Cup size', 'ml', 'range', '{}', '{100,200,300}', true, false),
  ('paper-cup-making-machines', 2, 'paper-gsm', 'Paper', 'gsm', 'range', '{}', '{}', false, false),
  ('paper-cup-making-machines', 3, 'operation', 'Operation', null, 'choice', '{Fully automatic,Semi automatic}', '{}', true, false),
  ('paper-cup-making-machines', 4, 'power', 'Power', 'kW', 'number', '{}', '{5,10}', true, false),
  ('paper-cup-making-machines', 5, 'phase', 'Power supply', null, 'choice', '{Single phase,Three phase}', '{}', true, false),
  ('paper-cup-making-machines', 6, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('paper-cup-making-machines', 7, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('paper-cup-making-machines', 8, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false),

  ('aluminum-foil-rewinding-machine', 0, 'speed', 'Rewinding speed', 'm/min', 'range', '{}', '{100,200}', true, true),
  ('aluminum-foil-rewinding-machine', 1, 'roll-width', 'Working width', 'mm', 'number', '{}', '{500,1000}', true, false),
  ('aluminum-foil-rewinding-machine', 2, 'foil-thickness', 'Foil thickness', 'micron', 'range', '{}', '{}', false, false),
  ('aluminum-foil-rewinding-machine', 3, 'shafts', 'Rewinding shafts', null, 'choice', '{Single shaft,Two shaft}', '{}', true, false),
  ('aluminum-foil-rewinding-machine', 4, 'operation', 'Operation', null, 'choice', '{Fully automatic,Semi automatic}', '{}', true, false),
  ('aluminum-foil-rewinding-machine', 5, 'power', 'Power', 'kW', 'number', '{}', '{3,7.5}', true, false),
  ('aluminum-foil-rewinding-machine', 6, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('aluminum-foil-rewinding-machine', 7, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('aluminum-foil-rewinding-machine', 8, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false),

  ('paper-plate-making-machines', 0, 'output', 'Output', 'plates/min', 'range', '{}', '{20,40,60}', true, true),
  ('paper-plate-making-machines', 1, 'plate-size', 'Plate size', 'inch', 'range', '{}', '{6,10}', true, false),
  ('paper-plate-making-machines', 2, 'dies', 'Dies', null, 'number', '{}', '{}', false, false),
  ('paper-plate-making-machines', 3, 'paper-gsm', 'Paper', 'gsm', 'range', '{}', '{}', false, false),
  ('paper-plate-making-machines', 4, 'operation', 'Operation', null, 'choice', '{Fully automatic,Semi automatic,Manual}', '{}', true, false),
  ('paper-plate-making-machines', 5, 'power', 'Power', 'kW', 'number', '{}', '{2,5}', true, false),
  ('paper-plate-making-machines', 6, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('paper-plate-making-machines', 7, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('paper-plate-making-machines', 8, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false),

  ('tissue-paper-making-machines', 0, 'output', 'Output', 'pcs/min', 'range', '{}', '{300,600}', true, true),
  ('tissue-paper-making-machines', 1, 'fold', 'Fold', null, 'choice', '{1/4 fold,1/6 fold,1/8 fold,V-fold,N-fold,Z-fold}', '{}', true, false),
  ('tissue-paper-making-machines', 2, 'paper-width', 'Paper width', 'mm', 'number', '{}', '{}', false, false),
  ('tissue-paper-making-machines', 3, 'paper-gsm', 'Paper', 'gsm', 'range', '{}', '{}', false, false),
  ('tissue-paper-making-machines', 4, 'operation', 'Operation', null, 'choice', '{Fully automatic,Semi automatic}', '{}', true, false),
  ('tissue-paper-making-machines', 5, 'power', 'Power', 'kW', 'number', '{}', '{3,7.5}', true, false),
  ('tissue-paper-making-machines', 6, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('tissue-paper-making-machines', 7, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('tissue-paper-making-machines', 8, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false),

  ('paper-bag-making-machines', 0, 'output', 'Output', 'bags/min', 'range', '{}', '{50,100,150}', true, true),
  ('paper-bag-making-machines', 1, 'bag-width', 'Bag width', 'mm', 'range', '{}', '{200,350}', true, false),
  ('paper-bag-making-machines', 2, 'bottom', 'Bag bottom', null, 'choice', '{Square bottom,V bottom,Flat}', '{}', true, false),
  ('paper-bag-making-machines', 3, 'paper-gsm', 'Paper', 'gsm', 'range', '{}', '{}', false, false),
  ('paper-bag-making-machines', 4, 'power', 'Power', 'kW', 'number', '{}', '{10,25}', true, false),
  ('paper-bag-making-machines', 5, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('paper-bag-making-machines', 6, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('paper-bag-making-machines', 7, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false),

  ('toilet-roll-making-machines', 0, 'speed', 'Production speed', 'm/min', 'range', '{}', '{150,250}', true, true),
  ('toilet-roll-making-machines', 1, 'jumbo-width', 'Jumbo roll width', 'mm', 'number', '{}', '{1500,2500}', true, false),
  ('toilet-roll-making-machines', 2, 'paper-gsm', 'Paper', 'gsm', 'range', '{}', '{}', false, false),
  ('toilet-roll-making-machines', 3, 'operation', 'Operation', null, 'choice', '{Fully automatic,Semi automatic}', '{}', true, false),
  ('toilet-roll-making-machines', 4, 'power', 'Power', 'kW', 'number', '{}', '{5,15}', true, false),
  ('toilet-roll-making-machines', 5, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('toilet-roll-making-machines', 6, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('toilet-roll-making-machines', 7, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false),

  ('all-machines', 0, 'speed', 'Speed', 'm/min', 'range', '{}', '{100,200}', true, true),
  ('all-machines', 1, 'working-width', 'Working width', 'mm', 'number', '{}', '{1000}', true, false),
  ('all-machines', 2, 'operation', 'Operation', null, 'choice', '{Fully automatic,Semi automatic}', '{}', true, false),
  ('all-machines', 3, 'power', 'Power', 'kW', 'number', '{}', '{5,15}', true, false),
  ('all-machines', 4, 'floor-space', 'Floor space', 'm', 'text', '{}', '{}', false, false),
  ('all-machines', 5, 'weight', 'Weight', 'kg', 'number', '{}', '{}', false, false),
  ('all-machines', 6, 'operators', 'Operators needed', null, 'number', '{}', '{}', false, false);
