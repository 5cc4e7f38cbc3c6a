-- Initial schema: users, sessions, products, enquiries, cart items and the publish status.
-- Runs unchanged on PostgreSQL 15+ and on embedded PGlite.

create extension if not exists pg_trgm;

create table users (
  id            uuid primary key default gen_random_uuid(),
  name          text not null check (length(btrim(name)) between 1 and 100),
  email         text not null check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  password_hash text not null,
  role          text not null default 'GENERAL' check (role in ('ADMIN', 'GENERAL')),
  profile_pic   text check (profile_pic is null or length(profile_pic) <= 2048),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
-- One account per address whatever its letter case.
create unique index users_email_lower_key on users (lower(email));
create index users_created_at_idx on users (created_at desc);

create table sessions (
  -- SHA-256 of the random token held in the cookie; the token itself is never stored.
  token_hash  text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id     uuid not null references users (id) on delete cascade,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null
);
create index sessions_user_id_idx on sessions (user_id);
create index sessions_expires_at_idx on sessions (expires_at);

create table products (
  id             uuid primary key default gen_random_uuid(),
  product_name   text not null check (length(btrim(product_name)) between 1 and 200),
  brand_name     text not null check (length(btrim(brand_name)) between 1 and 100),
  category       text not null check (category in (
                   'paper-cup-making-machines',
                   'aluminum-foil-rewinding-machine',
                   'paper-plate-making-machines',
                   'tissue-paper-making-machines',
                   'paper-bag-making-machines',
                   'toilet-roll-making-machines',
                   'all-machines')),
  product_image  text[] not null default '{}' check (cardinality(product_image) <= 20),
  description    text not null default '' check (length(description) <= 100000),
  video_links    text[] not null default '{}' check (cardinality(video_links) <= 20),
  website_links  text[] not null default '{}' check (cardinality(website_links) <= 20),
  price          numeric(14, 2) check (price is null or price >= 0),
  selling_price  numeric(14, 2) check (selling_price is null or selling_price >= 0),
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  -- Full-text document: the name weighs most, then brand, category, description.
  search         tsvector generated always as (
                   setweight(to_tsvector('english', product_name), 'A') ||
                   setweight(to_tsvector('english', brand_name), 'B') ||
                   setweight(to_tsvector('english', replace(category, '-', ' ')), 'C') ||
                   setweight(to_tsvector('english', description), 'D')
                 ) stored
);
create index products_created_at_idx on products (created_at desc, id);
create index products_category_idx on products (category, created_at desc);
create index products_search_idx on products using gin (search);
-- Typo-tolerant matching ("tisue paper") on the fields people type.
create index products_name_trgm_idx on products using gin (product_name gin_trgm_ops);
create index products_brand_trgm_idx on products using gin (brand_name gin_trgm_ops);

create table enquiries (
  id          uuid primary key default gen_random_uuid(),
  -- An enquiry outlives its product and its sender's account: both become null.
  product_id  uuid references products (id) on delete set null,
  user_id     uuid references users (id) on delete set null,
  name        text not null check (length(btrim(name)) between 1 and 100),
  phone       text not null check (phone ~ '^[6-9][0-9]{9}$'),
  address     text not null check (length(btrim(address)) between 1 and 500),
  message     text not null check (length(btrim(message)) between 1 and 2000),
  created_at  timestamptz not null default now()
);
create index enquiries_created_at_idx on enquiries (created_at desc);
create index enquiries_product_id_idx on enquiries (product_id);
create index enquiries_user_id_idx on enquiries (user_id);

create table cart_items (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references users (id) on delete cascade,
  product_id  uuid not null references products (id) on delete cascade,
  quantity    integer not null default 1 check (quantity between 1 and 99),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  unique (user_id, product_id)
);
create index cart_items_product_id_idx on cart_items (product_id);

-- The one row that says whether the static site is being rebuilt and when it was last published.
create table publish_status (
  id                 boolean primary key default true check (id),
  building           boolean not null default false,
  requested_at       timestamptz,
  started_at         timestamptz,
  last_published_at  timestamptz,
  last_error         text,
  hook_called_at     timestamptz
);
insert into publish_status (id) values (true);
