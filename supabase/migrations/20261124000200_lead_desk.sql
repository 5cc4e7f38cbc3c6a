-- The lead desk (SPEC §21): a next follow-up per lead, repeat enquiries linked to the buyer's first
-- open lead, where each lead came from, and a timeline of what was done with it.

alter table enquiries
  -- A date without a time is kept as 00:00 business time of that date, marked all-day.
  add column next_follow_up_at      timestamptz,
  add column next_follow_up_all_day boolean not null default false,
  -- The first open (not Won or Lost) lead of the same phone, found when this one was stored.
  add column repeat_of              uuid references enquiries (id) on delete set null,
  add column utm_source             text check (length(utm_source) <= 200),
  add column utm_medium             text check (length(utm_medium) <= 200),
  add column utm_campaign           text check (length(utm_campaign) <= 200),
  add column referrer               text check (length(referrer) <= 500);

-- The repeat lookup of submit_enquiry: one phone's open leads, oldest first.
create index enquiries_open_phone_idx on enquiries (phone, created_at) where status not in ('Won', 'Lost');
-- A lead's repeats (repeatCount, its timeline), and the foreign key's set null on delete.
create index enquiries_repeat_of_idx on enquiries (repeat_of) where repeat_of is not null;
-- Follow-ups due by a time (the "Due today" and "Overdue" views, the daily digest).
create index enquiries_next_follow_up_idx on enquiries (next_follow_up_at) where next_follow_up_at is not null;

-- The timeline's stored entries: who changed the status or the follow-up, and each note. Its
-- other entries (created, repeat enquiries, notifications sent) are read from their own tables.
create table enquiry_events (
  id          bigint generated always as identity primary key,
  enquiry_id  uuid not null references enquiries (id) on delete cascade,
  at          timestamptz not null default now(),
  kind        text not null check (kind in ('status', 'note', 'followUp')),
  by_user     uuid references users (id) on delete set null,
  from_value  text,
  to_value    text,
  text        text check (length(text) <= 2000)
);
create index enquiry_events_enquiry_id_at_idx on enquiry_events (enquiry_id, at);

-- Notes written before the timeline: each becomes its lead's first note entry. When and by whom it
-- was written was never kept, so it is dated now and by nobody.
insert into enquiry_events (enquiry_id, kind, text)
select id, 'note', note from enquiries where btrim(note) <> '' order by created_at, id;

-- submit_enquiry gains the lead's source, and finds and stores the repeat link in its own
-- statement. Its parameters change, so the old one is dropped rather than left as an overload.
drop function submit_enquiry(text, integer, integer, uuid, uuid, text, text, text, text, text[]);

-- As before (supabase/migrations/20261123000100_submit_enquiry.sql): null when no product has
-- this id, {"rateLimited": true} when the sender's bucket is full, else the enquiry with its
-- product's name, now with repeat_of.
create function submit_enquiry(
  sender_bucket text, max_events integer, window_minutes integer,
  wanted_product uuid, sender uuid, sender_name text, sender_phone text, sender_address text, sender_message text,
  channels text[],
  source_utm_source text, source_utm_medium text, source_utm_campaign text, source_referrer text
)
returns json
language plpgsql volatile
as $$
declare
  product record;
  first_open uuid;
  created enquiries;
begin
  select p.id, p.product_name into product from products p where p.id = wanted_product;
  if not found then
    return null;
  end if;
  if take_rate_limit_place(array[sender_bucket], max_events, window_minutes) is null then
    return json_build_object('rateLimited', true);
  end if;
  -- Two enquiries from one phone at the same moment: the second waits here until the first is
  -- committed, and its lookup (a new snapshot) then finds it, so both never count as first.
  perform pg_advisory_xact_lock(hashtextextended('enquiry-phone:' || sender_phone, 0));
  select e.id into first_open
    from enquiries e
   where e.phone = sender_phone and e.status not in ('Won', 'Lost')
   order by e.created_at, e.id
   limit 1;
  -- A product deleted since the select fails the foreign key here, and the whole statement with it.
  insert into enquiries (product_id, user_id, name, phone, address, message, repeat_of,
                         utm_source, utm_medium, utm_campaign, referrer)
  values (product.id, sender, sender_name, sender_phone, sender_address, sender_message, first_open,
          source_utm_source, source_utm_medium, source_utm_campaign, source_referrer)
  returning * into created;
  insert into enquiry_deliveries (enquiry_id, channel) select created.id, unnest(channels);
  return json_build_object(
    'id', created.id, 'product_id', created.product_id, 'product_name', product.product_name,
    'name', created.name, 'phone', created.phone, 'address', created.address,
    'message', created.message, 'created_at', created.created_at, 'repeat_of', created.repeat_of
  );
end
$$;
