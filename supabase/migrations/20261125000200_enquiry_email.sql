-- submit_enquiry gains the buyer's email (optional on the enquiry form; the column came with the
-- quotations, where a quotation can be mailed), stored in the enquiry's own statement. Its
-- parameters change, so the old one is dropped rather than left as an overload.
drop function submit_enquiry(text, integer, integer, uuid, uuid, text, text, text, text, text[], text, text, text, text);

-- As before (supabase/migrations/20261124000200_lead_desk.sql): null when no product has this id,
-- {"rateLimited": true} when the sender's bucket is full, else the enquiry with its product's name,
-- now with its email (null when none was given).
create function submit_enquiry(
  sender_bucket text, max_events integer, window_minutes integer,
  wanted_product uuid, sender uuid, sender_name text, sender_phone text, sender_address text, sender_message text,
  channels text[],
  source_utm_source text, source_utm_medium text, source_utm_campaign text, source_referrer text,
  sender_email text
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
  insert into enquiries (product_id, user_id, name, phone, email, address, message, repeat_of,
                         utm_source, utm_medium, utm_campaign, referrer)
  values (product.id, sender, sender_name, sender_phone, sender_email, sender_address, sender_message, first_open,
          source_utm_source, source_utm_medium, source_utm_campaign, source_referrer)
  returning * into created;
  insert into enquiry_deliveries (enquiry_id, channel) select created.id, unnest(channels);
  return json_build_object(
    'id', created.id, 'product_id', created.product_id, 'product_name', product.product_name,
    'name', created.name, 'phone', created.phone, 'email', created.email, 'address', created.address,
    'message', created.message, 'created_at', created.created_at, 'repeat_of', created.repeat_of
  );
end
$$;
