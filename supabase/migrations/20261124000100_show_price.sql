-- Whether the product page shows the price: the seller's choice per product. Off by default, so a
-- product saved before the choice existed keeps "price on request".
alter table products add column show_price boolean not null default false;
