-- The fields a product is searched by besides its description (name A, brand B, category C), as a
-- small document of its own: search scores every candidate against these, and the full `search`
-- document, kilobytes with the description and stored compressed, would be unpacked each time.
alter table products add column search_label tsvector generated always as (
  setweight(to_tsvector('english', product_name), 'A') ||
  setweight(to_tsvector('english', brand_name), 'B') ||
  setweight(to_tsvector('english', replace(category, '-', ' ')), 'C')
) stored;
create index products_search_label_idx on products using gin (search_label);
