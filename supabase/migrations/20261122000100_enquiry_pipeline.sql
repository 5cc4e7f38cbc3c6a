-- The lead pipeline: every enquiry has a sales status and an internal note, and its notifications
-- (email, webhook) wait in an outbox until they are sent, so a stored lead is never left untold.

alter table enquiries
  add column status text not null default 'New' check (status in ('New', 'Contacted', 'Quoted', 'Won', 'Lost')),
  add column note   text not null default '' check (length(note) <= 2000);
create index enquiries_status_idx on enquiries (status, created_at desc);

-- One row per enquiry per channel configured when it was stored. Queued in the enquiry's own
-- transaction; sent right after the answer, then retried with back-off by the scheduled run.
create table enquiry_deliveries (
  id               bigint generated always as identity primary key,
  enquiry_id       uuid not null references enquiries (id) on delete cascade,
  channel          text not null check (channel in ('email', 'webhook')),
  state            text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  -- A sender holds a row until then; another run skips it, and picks it up again only when the
  -- sender died without recording its outcome.
  claimed_until    timestamptz,
  last_error       text check (last_error is null or length(last_error) <= 1000),
  sent_at          timestamptz,
  created_at       timestamptz not null default now(),
  unique (enquiry_id, channel)
);
-- The retry run looks only at what is still pending.
create index enquiry_deliveries_due_idx on enquiry_deliveries (next_attempt_at) where state = 'pending';
