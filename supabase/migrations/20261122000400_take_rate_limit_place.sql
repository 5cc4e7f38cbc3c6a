-- A rate limit's place taken in one call (src/server/http/rate-limit.ts): each bucket locked until the
-- transaction ends (in a fixed order, so two callers cannot deadlock), then counted, then recorded.
-- The count is a statement of its own after the locks, so in READ COMMITTED it sees every event a
-- concurrent caller committed before letting go of the lock. Null when a bucket is full.
create function take_rate_limit_place(buckets text[], max_events integer, window_minutes integer)
returns bigint[]
language plpgsql volatile
as $$
declare
  bucket_name text;
  ids bigint[];
begin
  for bucket_name in select distinct b from unnest(buckets) as b order by b loop
    perform pg_advisory_xact_lock(hashtextextended(bucket_name, 0));
  end loop;
  if exists (
    select from unnest(buckets) as b
     where (select count(*) from rate_limit_events e
             where e.bucket = b and e.created_at > now() - make_interval(mins => window_minutes)) >= max_events
  ) then
    return null;
  end if;
  delete from rate_limit_events where created_at < now() - interval '1 day';
  with recorded as (insert into rate_limit_events (bucket) select unnest(buckets) returning id)
  select array_agg(id) into ids from recorded;
  return ids;
end
$$;
