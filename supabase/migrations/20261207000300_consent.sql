-- Consent on record (docs/spec.md §26.2): an enquiry stores the version of the privacy notice its
-- form showed (noticeVersion, checked against the known versions by the function before it gets
-- here) and the time it was stored; an account stores the same at sign-up (users, written by
-- src/server/accounts/users.ts). A version always comes with its time, and a time with its version.
alter table enquiries add constraint enquiries_notice_check check ((notice_version is null) = (notice_accepted_at is null));
alter table users add constraint users_notice_check check ((notice_version is null) = (notice_accepted_at is null));

-- submit_enquiry takes the notice's version and stamps it with the enquiry's own arrival, in the
-- same statement. Its parameters change, so the old one is dropped rather than left as an overload;
-- otherwise it is as 20261130000900_submit_enquiry_owner_lock.sql left it.
drop function submit_enquiry(text, integer, integer, uuid, uuid, text, text, text, text, text[], text, text, text, text, text, text);

create function submit_enquiry(
  sender_bucket text, max_events integer, window_minutes integer,
  wanted_product uuid, sender uuid, sender_name text, sender_phone text, sender_address text, sender_message text,
  channels text[],
  source_utm_source text, source_utm_medium text, source_utm_campaign text, source_referrer text,
  sender_email text, reference_month text, shown_notice text
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
  lead_reference text;
  arrived timestamptz;
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
     where e.id = first_open
       for share of u;
  end if;
  if lead_owner is null then
    -- In turn: new leads queue here one at a time, so two at once never go to the same person.
    perform pg_advisory_xact_lock(hashtextextended('lead-assignment', 0));
    select u.id, u.name into lead_owner, lead_owner_name
      from users u
     where u.takes_new_leads and u.role in ('ADMIN', 'SALES')
     order by u.last_lead_assigned_at nulls first, u.created_at, u.id
     limit 1
       for share of u;
    if lead_owner is not null then
      update users set last_lead_assigned_at = clock_timestamp() where id = lead_owner;
    end if;
  end if;
  -- The reference waits for the month's counter; the lead is stamped after that wait too.
  lead_reference := next_enquiry_reference(reference_month);
  arrived := clock_timestamp();
  -- A product deleted since the select fails the foreign key here, and the whole statement with it.
  insert into enquiries (product_id, user_id, name, phone, email, address, message, repeat_of,
                         utm_source, utm_medium, utm_campaign, referrer, owner_id, reference, created_at,
                         notice_version, notice_accepted_at)
  values (product.id, sender, sender_name, sender_phone, sender_email, sender_address, sender_message, first_open,
          source_utm_source, source_utm_medium, source_utm_campaign, source_referrer, lead_owner,
          lead_reference, arrived, shown_notice, arrived)
  returning * into created;
  if lead_owner is not null then
    insert into enquiry_events (enquiry_id, kind, to_value, at) values (created.id, 'owner', lead_owner_name, created.created_at);
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
revoke all on function submit_enquiry(text, integer, integer, uuid, uuid, text, text, text, text, text[], text, text, text, text, text, text, text) from public;
