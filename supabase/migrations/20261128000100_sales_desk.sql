-- A lead desk for a sales team (docs/spec.md §23): a SALES role, an owner per lead given in turn,
-- each lead's first response, reminders and alerts through the enquiry outbox, a reference the buyer
-- can read out, and each lead's latest quotation on the lead itself (its list sorts by its value).

-- Roles: SALES works the lead desk and the quotations, and nothing else of the admin.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('ADMIN', 'SALES', 'GENERAL'));
-- "Takes new leads": new leads go in turn to the desk's users marked so; the one given a lead
-- longest ago (or never) is next.
alter table users add column takes_new_leads boolean not null default false;
alter table users add column last_lead_assigned_at timestamptz;
alter table users add constraint users_takes_new_leads_check check (not takes_new_leads or role in ('ADMIN', 'SALES'));

-- The lead's owner (null: unassigned); its reference, ENQ-YYMM-NNNN by business month; its first
-- response from the desk and who gave it (set by enquiry_events_first_response below), and how many
-- business minutes the buyer waited for it (written by the server, which knows the business hours).
alter table enquiries add column owner_id uuid references users (id) on delete set null;
alter table enquiries add column reference text;
alter table enquiries add column first_response_at timestamptz;
alter table enquiries add column first_response_by uuid references users (id) on delete set null;
alter table enquiries add column first_response_minutes integer check (first_response_minutes >= 0);
-- When the "unanswered" alert was queued (once per lead), and the follow-up time whose reminder
-- was queued last (once per follow-up time): the scheduled run marks a lead in the statement that
-- queues its notifications, so two runs never queue one twice.
alter table enquiries add column unanswered_alerted_at timestamptz;
alter table enquiries add column follow_up_reminded_for timestamptz;
-- The lead's newest quotation and its total (kept by quotes_latest_on_lead below).
alter table enquiries add column latest_quote_id uuid;
alter table enquiries add column latest_quote_paise bigint check (latest_quote_paise >= 0);
alter table enquiries add constraint enquiries_latest_quote_id_fkey foreign key (latest_quote_id) references quotes (id) on delete set null;

-- References: ENQ-, the business month as YYMM, then the month's serial (4 digits, more past 9999).
create table enquiry_reference_counters (
  month text primary key check (month ~ '^[0-9]{4}$'),
  last_serial integer not null check (last_serial > 0)
);
alter table enquiry_reference_counters enable row level security;

create function next_enquiry_reference(reference_month text)
returns text
language plpgsql volatile
set search_path = public, pg_temp
as $$
declare
  reference_serial integer;
begin
  insert into enquiry_reference_counters as c (month, last_serial) values (reference_month, 1)
  on conflict (month) do update set last_serial = c.last_serial + 1
  returning last_serial into reference_serial;
  return 'ENQ-' || reference_month || '-' || lpad(reference_serial::text, greatest(4, length(reference_serial::text)), '0');
end
$$;
revoke all on function next_enquiry_reference(text) from public;

-- submit_enquiry names the month in the site's business zone. A row written otherwise (a seed, an
-- import) takes the month of its created_at in Indian time, the default zone, as the enquiries
-- made before today do, in order of arrival.
create function enquiries_reference()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.reference is null then
    new.reference := next_enquiry_reference(to_char(new.created_at at time zone 'UTC' + interval '330 minutes', 'YYMM'));
  end if;
  return new;
end
$$;
revoke all on function enquiries_reference() from public;

do $$
declare
  lead record;
begin
  for lead in select id, created_at from enquiries order by created_at, id loop
    update enquiries
       set reference = next_enquiry_reference(to_char(lead.created_at at time zone 'UTC' + interval '330 minutes', 'YYMM'))
     where id = lead.id;
  end loop;
end
$$;
alter table enquiries alter column reference set not null;
alter table enquiries add constraint enquiries_reference_key unique (reference);
alter table enquiries add constraint enquiries_reference_check check (reference ~ '^ENQ-[0-9]{4}-[0-9]{4,}$');
create trigger enquiries_reference before insert on enquiries
  for each row execute function enquiries_reference();

-- The timeline: an assignment ('owner': from and to are the owners' names, null for none) and a
-- call or WhatsApp tap from the desk ('contact': to is 'call' or 'whatsapp').
alter table enquiry_events drop constraint enquiry_events_kind_check;
alter table enquiry_events add constraint enquiry_events_kind_check check (kind in (
  'status', 'note', 'followUp', 'owner', 'contact',
  'quoteMade', 'quoteShared', 'quoteViewed', 'quoteAccepted', 'quoteChangesRequested', 'quoteRefreshRequested'
));

-- The first response is the first status change, note or call/WhatsApp tap a desk user makes,
-- whichever path writes it (the lead desk, a quotation moving the lead to Quoted).
create function enquiry_events_first_response()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.by_user is not null and new.kind in ('status', 'note', 'contact') then
    update enquiries set first_response_at = new.at, first_response_by = new.by_user
     where id = new.enquiry_id and first_response_at is null;
  end if;
  return null;
end
$$;
revoke all on function enquiry_events_first_response() from public;
create trigger enquiry_events_first_response after insert on enquiry_events
  for each row execute function enquiry_events_first_response();

-- Leads answered before today: their first response from the timeline. Their business minutes are
-- left to the server's scheduled run, and no alert goes out now for a lead that waited before.
update enquiries e
   set first_response_at = f.at, first_response_by = f.by_user
  from (select distinct on (enquiry_id) enquiry_id, at, by_user
          from enquiry_events
         where by_user is not null and kind in ('status', 'note')
         order by enquiry_id, at, id) f
 where f.enquiry_id = e.id;
update enquiries set unanswered_alerted_at = now() where first_response_at is null;
update enquiries set follow_up_reminded_for = next_follow_up_at where next_follow_up_at <= now();

-- The latest quotation on its lead, whichever path makes one.
create function quotes_latest_on_lead()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  update enquiries set latest_quote_id = new.id, latest_quote_paise = new.total_paise where id = new.enquiry_id;
  return null;
end
$$;
revoke all on function quotes_latest_on_lead() from public;
create trigger quotes_latest_on_lead after insert on quotes
  for each row execute function quotes_latest_on_lead();
update enquiries e
   set latest_quote_id = q.id, latest_quote_paise = q.total_paise
  from (select distinct on (enquiry_id) enquiry_id, id, total_paise from quotes order by enquiry_id, created_at desc, id desc) q
 where q.enquiry_id = e.id;

-- The enquiry outbox carries more than the new lead's notices: the acknowledgement to the buyer
-- (channel buyerEmail), the "unanswered" alert and the follow-up reminder (one per follow-up time).
alter table enquiry_deliveries add column event text not null default 'enquiry.created'
  check (event in ('enquiry.created', 'enquiry.unanswered', 'enquiry.follow_up_due'));
alter table enquiry_deliveries add column follow_up_at timestamptz;
alter table enquiry_deliveries drop constraint enquiry_deliveries_channel_check;
alter table enquiry_deliveries add constraint enquiry_deliveries_channel_check check (channel in ('email', 'webhook', 'buyerEmail'));
alter table enquiry_deliveries drop constraint enquiry_deliveries_enquiry_id_channel_key;
alter table enquiry_deliveries add constraint enquiry_deliveries_once_key unique nulls not distinct (enquiry_id, event, channel, follow_up_at);

create index enquiries_owner_idx on enquiries (owner_id, created_at, id);
create index enquiries_first_response_by_idx on enquiries (first_response_by, first_response_at) where first_response_by is not null;
create index enquiries_unanswered_idx on enquiries (created_at) where first_response_at is null and unanswered_alerted_at is null;
create index enquiries_untimed_response_idx on enquiries (first_response_at) where first_response_at is not null and first_response_minutes is null;
create index enquiries_follow_up_reminder_idx on enquiries (next_follow_up_at)
  where next_follow_up_at is not null and not next_follow_up_all_day and follow_up_reminded_for is distinct from next_follow_up_at;
create index enquiries_latest_quote_idx on enquiries (latest_quote_paise, created_at, id) where latest_quote_paise is not null;
create index enquiries_latest_quote_id_idx on enquiries (latest_quote_id) where latest_quote_id is not null;
create index enquiries_first_response_by_fkey_idx on enquiries (first_response_by);

-- submit_enquiry gains the month of its reference and gives the lead its owner: the owner of the
-- buyer's open lead when there is one on the desk, else the next in turn of those who take new
-- leads, else nobody. Its parameters change, so the old one is dropped.
drop function submit_enquiry(text, integer, integer, uuid, uuid, text, text, text, text, text[], text, text, text, text, text);

create function submit_enquiry(
  sender_bucket text, max_events integer, window_minutes integer,
  wanted_product uuid, sender uuid, sender_name text, sender_phone text, sender_address text, sender_message text,
  channels text[],
  source_utm_source text, source_utm_medium text, source_utm_campaign text, source_referrer text,
  sender_email text, reference_month text
)
returns json
language plpgsql volatile
set search_path = public, pg_temp
as $$
declare
  product record;
  first_open uuid;
  lead_owner uuid;
  lead_owner_name text;
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
  -- A repeat goes to whoever owns the buyer's open lead, while that person is on the desk.
  if first_open is not null then
    select u.id, u.name into lead_owner, lead_owner_name
      from enquiries e join users u on u.id = e.owner_id and u.role in ('ADMIN', 'SALES')
     where e.id = first_open;
  end if;
  if lead_owner is null then
    -- In turn: new leads queue here one at a time, so two at once never go to the same person.
    perform pg_advisory_xact_lock(hashtextextended('lead-assignment', 0));
    select u.id, u.name into lead_owner, lead_owner_name
      from users u
     where u.takes_new_leads and u.role in ('ADMIN', 'SALES')
     order by u.last_lead_assigned_at nulls first, u.created_at, u.id
     limit 1;
    if lead_owner is not null then
      update users set last_lead_assigned_at = clock_timestamp() where id = lead_owner;
    end if;
  end if;
  -- A product deleted since the select fails the foreign key here, and the whole statement with it.
  insert into enquiries (product_id, user_id, name, phone, email, address, message, repeat_of,
                         utm_source, utm_medium, utm_campaign, referrer, owner_id, reference)
  values (product.id, sender, sender_name, sender_phone, sender_email, sender_address, sender_message, first_open,
          source_utm_source, source_utm_medium, source_utm_campaign, source_referrer, lead_owner,
          next_enquiry_reference(reference_month))
  returning * into created;
  if lead_owner is not null then
    insert into enquiry_events (enquiry_id, kind, to_value) values (created.id, 'owner', lead_owner_name);
  end if;
  insert into enquiry_deliveries (enquiry_id, channel) select created.id, unnest(channels);
  return json_build_object(
    'id', created.id, 'product_id', created.product_id, 'product_name', product.product_name,
    'name', created.name, 'phone', created.phone, 'email', created.email, 'address', created.address,
    'message', created.message, 'created_at', created.created_at, 'repeat_of', created.repeat_of,
    'reference', created.reference, 'owner_id', created.owner_id, 'owner_name', lead_owner_name
  );
end
$$;
revoke all on function submit_enquiry(text, integer, integer, uuid, uuid, text, text, text, text, text[], text, text, text, text, text, text) from public;
