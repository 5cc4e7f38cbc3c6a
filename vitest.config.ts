import { defineConfig } from 'vitest/config';

/**
 * The API files the real-PostgreSQL pass runs again (npm run test:api:postgres); the others run once,
 * on the embedded database. A file runs on both when it drives SQL of its own, where PGlite and
 * PostgreSQL 15 may differ: its queries, locks and concurrent writes, constraints, database
 * functions and triggers, time-zone and interval arithmetic, and the connection itself. A file runs
 * once when what it tests is HTTP, headers, pages, files, images or processes, and it reaches the
 * database only through calls that a file of this list already drives (e.g. account-forms posts to
 * the sign-in and sign-up of accounts; signin-flood tests the hashing queue; rebuild the builder).
 * A call's tests are split the same way: account-calls and product-calls hold what accounts, users
 * and products would otherwise run twice for nothing (bad input, who may call, other sites, cookie
 * attributes, photos, sanitising). A new file that brings SQL of its own belongs here.
 */
const BOTH_DATABASES = [
  'access-log', // keyset pages and capped count of the entries, the export's row count written as it ends, the keeping time's month arithmetic
  'accounts', // sessions, the unique email, the sign-in and sign-up limits (take_rate_limit_place), also at once
  'cart',
  'catalogue',
  'catalogue-filters',
  'catalogue-paging', // keyset pages of the catalogue's lists, their filters and counts
  'categories', // the category constraint as the migrations leave it
  'chat-clicks',
  'consent', // the notice's version stored by submit_enquiry and the account's insert, the checks keeping a version with its time
  'database', // many connections and a build at once
  'database-tls', // the verified TLS connection (PostgreSQL only)
  'digest', // the daily digest's lease, business days
  'enquiries', // submit_enquiry, the enquiry limit
  'erasure', // one person erased across every table in one transaction, the catalogue scan
  'fulfilment', // an order's steps under its lock, refusals that write nothing
  'lead-alerts', // alerts and reminders marked and queued in one statement, runs that meet, response times
  'lead-desk', // repeat links under concurrent sends, follow-ups, the timeline
  'lead-list', // keyset pages, filters and follow-up views in business time
  'money-stats', // the months' figures in business time, read from indexes
  'migrations', // the history where the Supabase CLI keeps it, moved from where it was
  'notifications', // the outbox: due runs, leases, retries
  'orders', // order numbers under concurrent acceptances
  'order-exports', // the CSVs' batches on the list's statement, the tax invoice's lines
  'orders-list', // keyset pages of the orders, their search text kept by a trigger, the outstanding view
  'proformas', // proforma numbers under concurrent calls, the balance read under the order's lock
  'payments', // the balance read under the order's lock by payments at once, receipt numbers, voids
  'privacy-requests', // a request recorded once on the lead's locked row, the buyer-mail triggers, the open list
  'products', // saves, the search postings they write, the republish request
  'publish-status',
  'quote-notifications', // the quotations' outbox
  'quote-page', // first open, accept, changes and their limit, expiry
  'quote-payment', // the advance's numeric column, the seller_settings row upserted
  'quotes', // numbers without gaps under concurrent saves
  'retention', // the due leads' claim (FOR UPDATE SKIP LOCKED) under two runs at once, calendar months in SQL
  'specifications', // values checked against the schema in the product's save, numeric columns
  'spec-filters', // the filters' SQL: bands by width_bucket and bit masks, the facet counts, keyset pages
  'schema-security', // Row Level Security, search_path and Supabase's API roles on each database
  'search', // ranking, typos, postings
  'users', // the role change, the last admin kept under concurrent role changes
  'users-paging', // keyset pages of the users, their search and count
].map((name) => `tests/api/${name}.test.ts`);

const api = {
  environment: 'node',
  globalSetup: ['tests/api/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
  // One site, one database: files run one after another so their rows and builds do not interleave.
  fileParallelism: false,
} satisfies { environment: 'node'; globalSetup: string[]; testTimeout: number; hookTimeout: number; fileParallelism: boolean };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Real HTTP against the functions served locally on a fresh database: embedded PGlite
        // by default, a real PostgreSQL server when TEST_DATABASE_URL is set.
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], ...api },
      },
      // The real-PostgreSQL pass: there only, so that a run without a server never takes it for the embedded one.
      ...(process.env.TEST_DATABASE_URL ? [{ test: { name: 'api-postgres', include: BOTH_DATABASES, ...api } }] : []),
    ],
  },
});
