/** The demo catalogue and the bootstrap admin, for a fresh database. */
import fs from 'node:fs';
import path from 'node:path';
import { withConnection } from '../src/server/db/db-config';
import { inTransaction } from '../src/server/db/db';
import { PROJECT_ROOT } from '../platform/local-env';

export const SEED_FILE = path.join(PROJECT_ROOT, 'supabase/seed.sql');

/** Loads supabase/seed.sql when the catalogue is empty; returns whether it did. */
export function seedDemoCatalogue(databaseUrl: string): Promise<boolean> {
  return withConnection(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from products');
    if (rows[0].n > 0) return false;
    await inTransaction(client, (c) => c.query(fs.readFileSync(SEED_FILE, 'utf8')));
    return true;
  });
}
