-- The desk's people (ADMIN and SALES) among every account: the lead desk lists them by name
-- (GET /api/desk-users) and submit_enquiry picks the next in turn among them on every enquiry.
-- Without an index both read every user: 190-390 ms of a desk-users call at 100,000 users
-- (bench/admin-lists.ts), and a pass over the users in each enquiry's statement.
create index users_desk_idx on users (lower(name), id) include (role, takes_new_leads, last_lead_assigned_at)
  where role in ('ADMIN', 'SALES');
