-- The lead list in pages (SPEC §21.5): each of its orders read from an index, a page starting
-- right after the last row shown (its sort key and id, as the cursor carries them), so a page costs
-- the same however deep it is. Each index ends in the id that breaks ties between equal times, and
-- takes the place of the one it extends.

-- Newest first: all enquiries, and those of one status or one product.
drop index enquiries_created_at_idx;
create index enquiries_created_at_idx on enquiries (created_at, id);
drop index enquiries_status_idx;
create index enquiries_status_idx on enquiries (status, created_at, id);
drop index enquiries_product_id_idx;
create index enquiries_product_id_idx on enquiries (product_id, created_at, id);

-- The "Due today" and "Overdue" views: by follow-up, the earliest first.
drop index enquiries_next_follow_up_idx;
create index enquiries_next_follow_up_idx on enquiries (next_follow_up_at, id) where next_follow_up_at is not null;
