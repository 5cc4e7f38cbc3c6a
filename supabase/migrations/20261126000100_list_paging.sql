-- The catalogue's lists and the admin's list of users in pages (src/server/http/paging.ts): each
-- read in its order from an index, a page starting right after the last row shown (its time and
-- id, as the cursor carries them), so a page costs the same however deep it is. Both lists are
-- newest first with the greater id first among equal times; each index ends in that id and takes
-- the place of the one it extends.

-- Products: all of them, and those of one category.
drop index products_created_at_idx;
create index products_created_at_idx on products (created_at desc, id desc);
drop index products_category_idx;
create index products_category_idx on products (category, created_at desc, id desc);

-- Users.
drop index users_created_at_idx;
create index users_created_at_idx on users (created_at desc, id desc);

-- A list's `q` (the name or brand, or the name or email, contains the text, in any letter case):
-- trigram indexes answer `ilike '%text%'` for text of three characters or more, the page of a
-- rare text and its count alike, instead of reading the whole table.
create index products_name_trgm_idx on products using gin (product_name gin_trgm_ops);
create index products_brand_trgm_idx on products using gin (brand_name gin_trgm_ops);
create index users_name_trgm_idx on users using gin (name gin_trgm_ops);
create index users_email_trgm_idx on users using gin (email gin_trgm_ops);
