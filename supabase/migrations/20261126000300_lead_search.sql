-- The lead list's `q` (src/server/enquiries/lead-list.ts, LEAD_TEXT): the buyer's name, phone,
-- address or message, or the machine's name, contains the text in any letter case. Without an index
-- every search read all the enquiries, twice (the page and its count): 1.8 s at 100,000 on the
-- embedded database, 450 ms on PostgreSQL 15, for a name three leads carry.
--
-- One trigram index over the four texts joined by a character no one types (U+001F), not one per
-- column: for an OR of four column conditions the planner guesses hundreds of matches even for a
-- rare text and walks the whole list in time order instead (320 ms), while one indexed condition
-- it answers from the index (1 ms). The separator keeps a text from matching across two fields.
-- The machine's name is matched through the products' own index (products_name_trgm_idx) and
-- enquiries_product_id_idx.
create index enquiries_search_trgm_idx on enquiries
  using gin ((name || chr(31) || phone || chr(31) || address || chr(31) || message) gin_trgm_ops);
