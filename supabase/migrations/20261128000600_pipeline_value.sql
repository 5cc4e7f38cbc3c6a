-- What the pipeline is worth (docs/spec.md §23.6): the lead list ordered and filtered by each lead's
-- latest quotation's value, and the statistics' quoted and won value per week and per owner, each
-- read from an index at 100,000 leads (bench/admin-lists.ts).

-- The value order: the latest quotation's total, highest first, the leads without one after every
-- quoted lead (as -1), newest first within a value. One index answers the order, its pages from any
-- cursor, and the value and quotation filters with their counts: a column of its own, since an
-- index on the expression cannot answer a count alone (at 100,000 leads, counting the leads without
-- a quotation read the table in 75 ms, the index in 6 ms). It replaces the partial index on the
-- value alone, which could not place the leads without one.
alter table enquiries add column value_order bigint not null generated always as (coalesce(latest_quote_paise, -1)) stored;
drop index enquiries_latest_quote_idx;
create index enquiries_value_order_idx on enquiries (value_order, created_at, id);

-- When the latest quotation was made: its value counts as quoted in that week. Kept with the rest
-- of the latest quotation by the trigger on quotes.
alter table enquiries add column latest_quote_at timestamptz;

create or replace function quotes_latest_on_lead()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  update enquiries set latest_quote_id = new.id, latest_quote_paise = new.total_paise, latest_quote_at = new.created_at
   where id = new.enquiry_id;
  return null;
end
$$;
revoke all on function quotes_latest_on_lead() from public;

update enquiries e set latest_quote_at = q.created_at from quotes q where q.id = e.latest_quote_id;
create index enquiries_latest_quote_at_idx on enquiries (latest_quote_at) include (latest_quote_paise, owner_id)
  where latest_quote_at is not null;

-- The won value: the moves to Won on the timeline, then the Won leads' owner and value, both read
-- from an index alone (a pass over the timeline or the leads took 150 ms at 100,000 leads).
create index enquiry_events_won_idx on enquiry_events (at) include (enquiry_id) where kind = 'status' and to_value = 'Won';
create index enquiries_won_idx on enquiries (id) include (owner_id, latest_quote_paise) where status = 'Won';
