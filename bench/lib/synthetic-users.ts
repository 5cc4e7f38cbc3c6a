/**
 * Synthetic users for the admin lists' benchmark: buyers who signed up over the years, with ordinary
 * Indian names and distinct emails, a few of them admins. They cannot sign in (no real password
 * hash): only the lists read them. One statement however many: generate_series in the database.
 */
import { withConnection } from '../../src/server/db/db-config';
import { FIRST_NAMES, SURNAMES } from './synthetic-enquiries';

/** Stores `count` users, one minute apart back from `now` (emails carry `tag`, so a second run adds more), then vacuums and analyses them. */
export async function insertSyntheticUsers(databaseUrl: string, count: number, tag = Date.now().toString(36), now = new Date()): Promise<void> {
  await withConnection(databaseUrl, (client) =>
    client.query(
      `insert into users (name, email, password_hash, role, created_at, updated_at)
       select ($2::text[])[1 + n % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (n * 7) % cardinality($3::text[])],
              'buyer-' || n || '-' || $4 || '@example.com', 'synthetic', case when n % 500 = 0 then 'ADMIN' else 'GENERAL' end,
              $5::timestamptz - n * interval '1 minute', $5::timestamptz - n * interval '1 minute'
         from generate_series(1, $1::int) n`,
      [count, FIRST_NAMES, SURNAMES, tag, now],
    ),
  );
  // As autovacuum would after such growth, but now: not in the middle of what is measured next.
  await withConnection(databaseUrl, (client) => client.query('vacuum analyze users'));
}
