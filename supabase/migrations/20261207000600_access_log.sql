-- The access log (docs/spec.md §26.6, src/server/privacy/access-log.ts): who in the team opened a
-- lead's page, exported the leads or the orders as CSV, or downloaded a buyer's document, and when.
-- The DPDP Rules 2025 (Rule 6) ask for logs of access kept at least a year; entries older than
-- ACCESS_LOG_KEEP_MONTHS (13) are removed by the scheduled run; otherwise only an erasure changes
-- one, blanking a detail that names the person (an export's search text, §26.4).
--
-- No foreign keys: an entry says what happened and stays as written whatever becomes of the account
-- or the lead it names (an account removed, a lead erased); a key would either block those or
-- rewrite the record. The list reads the names beside it while they exist.
create table access_log (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  -- The desk user (ADMIN or SALES) who read the data.
  user_id uuid not null,
  action text not null check (action in ('lead.view', 'leads.export', 'orders.export', 'document.download')),
  -- The lead opened, or the document downloaded (a quotation, proforma invoice, payment or order).
  subject uuid,
  -- The lead the entry concerns: the lead opened, the lead of the document; none for an export.
  lead_id uuid,
  -- A document's kind and number; an export's filters as asked and the rows it sent.
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  check ((action in ('lead.view', 'document.download')) = (subject is not null and lead_id is not null))
);
alter table access_log enable row level security;

-- The ADMIN's list, newest first: all of it, by user, by action, by lead (keyset pages, src/server/db/paging.ts).
-- The first also finds the entries past their keeping time for the scheduled removal.
create index access_log_at_idx on access_log (at, id);
create index access_log_user_idx on access_log (user_id, at, id);
create index access_log_action_idx on access_log (action, at, id);
create index access_log_lead_idx on access_log (lead_id, at, id) where lead_id is not null;
