-- Attempts counted for rate limits (sign-in failures, sign-ups, enquiries). Kept in the database so
-- the limits hold across function instances. Old rows are pruned as new ones are written.
create table rate_limit_events (
  id          bigint generated always as identity primary key,
  bucket      text not null check (length(bucket) <= 300),
  created_at  timestamptz not null default now()
);
create index rate_limit_events_bucket_idx on rate_limit_events (bucket, created_at desc);
create index rate_limit_events_created_at_idx on rate_limit_events (created_at);
