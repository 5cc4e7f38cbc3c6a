-- An enquiry stored in one statement (src/server/enquiries/enquiries.ts): the sender's rate-limit place,
-- the enquiry and its queued notifications, together or not at all. Run as one statement, no
-- transaction stays open between round trips, which is what a burst of enquiries queued behind
-- (bench/README.md, "API under load").
-- Answers null when no product has this id (nothing written, no place taken), {"rateLimited": true}
-- when the sender's bucket is full, else the enquiry with its product's name.
create function submit_enquiry(
  sender_bucket text, max_events integer, window_minutes integer,
  wanted_product uuid, sender uuid, sender_name text, sender_phone text, sender_address text, sender_message text,
  channels text[]
)
returns json
language plpgsql volatile
as $$
declare
  product record;
  created enquiries;
begin
  select p.id, p.product_name into product from products p where p.id = wanted_product;
  if not found then
    return null;
  end if;
  if take_rate_limit_place(array[sender_bucket], max_events, window_minutes) is null then
    return json_build_object('rateLimited', true);
  end if;
  -- A product deleted since the select fails the foreign key here, and the whole statement with it.
  insert into enquiries (product_id, user_id, name, phone, address, message)
  values (product.id, sender, sender_name, sender_phone, sender_address, sender_message)
  returning * into created;
  insert into enquiry_deliveries (enquiry_id, channel) select created.id, unnest(channels);
  return json_build_object(
    'id', created.id, 'product_id', created.product_id, 'product_name', product.product_name,
    'name', created.name, 'phone', created.phone, 'address', created.address,
    'message', created.message, 'created_at', created.created_at
  );
end
$$;
