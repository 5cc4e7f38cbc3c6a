-- Money in the pipeline (docs/spec.md §24.7): the statistics' ordered, collected and outstanding
-- per business month, each read from an index alone at 100,000 orders (bench/orders.ts), in the
-- one statement that also reads the quoted value (enquiries_latest_quote_at_idx).

-- The orders of the months, with what the months' figures read of them: ordered (total) and still
-- owed (balance), leaving out the cancelled.
create index orders_money_idx on orders (created_at) include (status, total_paise, balance_paise);

-- What is owed now over every order, however old: the orders with a balance, not cancelled.
create index orders_owing_idx on orders (balance_paise) where balance_paise > 0 and status <> 'Cancelled';

-- Collected: the payments not voided, by the business day the money came.
create index payments_collected_idx on payments (paid_on) include (amount_paise) where voided_at is null;
