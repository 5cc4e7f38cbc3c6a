-- The buyer's own requests (docs/spec.md §26.3): the link in their acknowledgement opens a page
-- where they withdraw their consent, or withdraw it and ask for their data to be erased. The link
-- is the proof, as a quotation's is; what they ask is kept for an ADMIN to act on, and from the
-- withdrawal on the site mails them nothing more.

-- The token of the lead's page for its buyer (/your-data/<token>): 32 random bytes, base64url, as a
-- quotation's; made when the acknowledgement is first sent, never changed, and outliving the
-- lead's erasure (it holds nothing of the person), so the link keeps working for as long as the
-- mail is kept.
alter table enquiries add column privacy_token text unique check (length(privacy_token) >= 22);

-- What a buyer asked by their link, once per lead and kind: 'withdraw' (consent withdrawn) or
-- 'erase' (consent withdrawn and erasure asked for), and when an ADMIN handled it. No personal data
-- of its own: the person is the lead's.
create table privacy_requests (
  id          uuid primary key default gen_random_uuid(),
  enquiry_id  uuid not null references enquiries (id) on delete cascade,
  kind        text not null check (kind in ('withdraw', 'erase')),
  created_at  timestamptz not null default now(),
  handled_at  timestamptz,
  handled_by  uuid references users (id) on delete set null,
  unique (enquiry_id, kind),
  constraint privacy_requests_handled_by_check check (handled_by is null or handled_at is not null)
);
alter table privacy_requests enable row level security;
-- The ADMIN's list: the open requests, oldest first.
create index privacy_requests_open_idx on privacy_requests (created_at, id) where handled_at is null;

-- The owner (or the team) and the webhook are told of a request as of the desk's other notices.
alter table enquiry_deliveries drop constraint enquiry_deliveries_event_check;
alter table enquiry_deliveries add constraint enquiry_deliveries_event_check check (event in (
  'enquiry.created', 'enquiry.unanswered', 'enquiry.follow_up_due', 'enquiry.consent_withdrawn', 'enquiry.erasure_asked'
));

-- After the withdrawal the buyer is sent nothing more, whichever outbox and whichever path would
-- mail them (the acknowledgement's retries, a quotation or proforma invoice mailed by the desk, a
-- payment's receipt): a buyer mail still waiting then, or queued later, is stored as failed with
-- the reason, so the desk sees why it did not go.
create function buyer_mail_after_withdrawal()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
declare
  lead uuid;
begin
  if tg_table_name = 'enquiry_deliveries' then
    lead := new.enquiry_id;
  elsif tg_table_name = 'quote_deliveries' then
    select enquiry_id into lead from quotes where id = new.quote_id;
  else
    select enquiry_id into lead from orders where id = new.order_id;
  end if;
  if exists (select from enquiries where id = lead and consent_withdrawn_at is not null) then
    new.state := 'failed';
    new.last_error := 'Not sent: the buyer withdrew consent.';
  end if;
  return new;
end
$$;
revoke all on function buyer_mail_after_withdrawal() from public;
create trigger enquiry_deliveries_buyer_consent before insert on enquiry_deliveries
  for each row when (new.channel = 'buyerEmail') execute function buyer_mail_after_withdrawal();
create trigger quote_deliveries_buyer_consent before insert on quote_deliveries
  for each row when (new.channel = 'buyerEmail') execute function buyer_mail_after_withdrawal();
create trigger order_deliveries_buyer_consent before insert on order_deliveries
  for each row when (new.channel = 'buyerEmail') execute function buyer_mail_after_withdrawal();

create function buyer_mails_stopped()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  -- A send in flight records its outcome only on a row still pending (the outbox's rule), so it
  -- cannot turn these back.
  update enquiry_deliveries
     set state = 'failed', claimed_until = null, last_error = 'Not sent: the buyer withdrew consent.'
   where enquiry_id = new.id and channel = 'buyerEmail' and state = 'pending';
  update quote_deliveries d
     set state = 'failed', claimed_until = null, last_error = 'Not sent: the buyer withdrew consent.'
    from quotes q
   where q.id = d.quote_id and q.enquiry_id = new.id and d.channel = 'buyerEmail' and d.state = 'pending';
  update order_deliveries d
     set state = 'failed', claimed_until = null, last_error = 'Not sent: the buyer withdrew consent.'
    from orders o
   where o.id = d.order_id and o.enquiry_id = new.id and d.state = 'pending';
  return null;
end
$$;
revoke all on function buyer_mails_stopped() from public;
create trigger enquiries_consent_withdrawn after update of consent_withdrawn_at on enquiries
  for each row when (old.consent_withdrawn_at is null and new.consent_withdrawn_at is not null)
  execute function buyer_mails_stopped();
