/**
 * The deploy guide's database settings against a PostgreSQL server that, like Supabase's pooler,
 * takes TLS only and shows a certificate from a root Node does not trust. The real-PostgreSQL pass
 * (scripts/with-postgres.ts) serves one and hands over the README's recommended address
 * (`sslmode=verify-full`) with that root in DATABASE_CA_CERT; elsewhere only the checks that need
 * no server run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { applyMigrations, MIGRATIONS_DIR } from '../../src/server/db/migrations';
import type { Product } from '../../src/lib/types';
import { pgConfig } from '../../src/server/db/db-config';
import { callApi, withDatabase } from '../support/http';

const site = inject('site');
const rootPem = process.env.DATABASE_CA_CERT;
const tlsServer = site.database === 'postgres' && /[?&]sslmode=verify-full\b/.test(site.databaseUrl) && !!rootPem;

/** The address with its query replaced (the README's variants differ only there). */
function withQuery(url: string, query: string): string {
  const address = new URL(url);
  address.search = query;
  return address.toString();
}

/** Connects with these settings and says whether the session is encrypted; throws what pg throws. */
async function sessionIsEncrypted(url: string, env: Record<string, string | undefined>): Promise<boolean> {
  const client = new pg.Client(pgConfig(url, env));
  try {
    await client.connect();
    const { rows } = await client.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()');
    return rows[0].ssl;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const CERTIFICATE_ERROR = { code: 'SELF_SIGNED_CERT_IN_CHAIN' };

describe('database connection settings', () => {
  it('leaves an address that asks for no TLS as it is, root certificate or not (the embedded database)', () => {
    const config = pgConfig('postgres://postgres@127.0.0.1:5432/postgres', { DATABASE_CA_CERT: 'anything' });
    expect(config).toMatchObject({ host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres' });
    expect(config.ssl).toBeUndefined();
  });

  it('refuses a DATABASE_CA_CERT that is not a PEM certificate, naming the way to give a file', () => {
    expect(() =>
      pgConfig('postgres://u@db.example.com/postgres?sslmode=verify-full', { DATABASE_CA_CERT: '/etc/ssl/prod-ca.crt' }),
    ).toThrow(/DATABASE_CA_CERT must hold the PEM text.*sslrootcert/);
  });
});

describe.skipIf(!tlsServer)('a TLS-only PostgreSQL with a certificate from a private root', () => {
  it('runs the migrations and queries with the recommended settings: verify-full and DATABASE_CA_CERT', async () => {
    const database = `tls_probe_${randomBytes(4).toString('hex')}`;
    await withDatabase(site.databaseUrl, (c) => c.query(`create database ${database}`));
    try {
      const address = new URL(site.databaseUrl);
      address.pathname = `/${database}`;
      const url = address.toString();
      const migrations = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
      expect(await applyMigrations(url)).toEqual(migrations);
      const { rows } = await withDatabase(url, (c) =>
        c.query<{ products: number; ssl: boolean }>(
          'select (select count(*)::int from products) as products, ssl from pg_stat_ssl where pid = pg_backend_pid()',
        ),
      );
      expect(rows).toEqual([{ products: 0, ssl: true }]);
    } finally {
      await withDatabase(site.databaseUrl, (c) => c.query(`drop database ${database} with (force)`));
    }
  });

  it('serves the API from it, every connection encrypted', async () => {
    const { status, body } = await callApi<Product[]>(site.url, '/api/get-product');
    expect(status).toBe(200);
    expect(body.data!.length).toBeGreaterThanOrEqual(30);
    const [sessions] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ encrypted: number; plain: number }>(
        `select count(*) filter (where s.ssl)::int as encrypted, count(*) filter (where not s.ssl)::int as plain
           from pg_stat_activity a join pg_stat_ssl s using (pid) where a.client_addr is not null`,
      )).rows,
    );
    expect(sessions.plain).toBe(0);
    expect(sessions.encrypted).toBeGreaterThan(1); // this query's and the site's pool
  });

  it('verifies against a root given as a file with sslrootcert=, as the README suggests for .env', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-root-'));
    try {
      const file = path.join(dir, 'root.crt');
      fs.writeFileSync(file, rootPem!);
      const url = withQuery(site.databaseUrl, `sslmode=verify-full&sslrootcert=${encodeURIComponent(file)}`);
      expect(await sessionIsEncrypted(url, {})).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses the server certificate without the root, in verify-full and in the old advice sslmode=require', async () => {
    await expect(sessionIsEncrypted(site.databaseUrl, {})).rejects.toMatchObject(CERTIFICATE_ERROR);
    await expect(sessionIsEncrypted(withQuery(site.databaseUrl, 'sslmode=require'), {})).rejects.toMatchObject(
      CERTIFICATE_ERROR,
    );
  });

  it('connects encrypted but unverified with the fallback uselibpqcompat=true&sslmode=require', async () => {
    const url = withQuery(site.databaseUrl, 'uselibpqcompat=true&sslmode=require');
    expect(await sessionIsEncrypted(url, {})).toBe(true);
  });

  it('checks the host name too once DATABASE_CA_CERT is set, even where the URL names an unverified mode', async () => {
    const env = { DATABASE_CA_CERT: rootPem };
    const fallback = withQuery(site.databaseUrl, 'uselibpqcompat=true&sslmode=require');
    expect(await sessionIsEncrypted(fallback, env)).toBe(true);
    // The same server reached by its address while expecting another name (pg sends no name for an
    // IP address, so the one given here is what the certificate is checked against).
    const address = new URL(fallback);
    address.hostname = '127.0.0.1';
    const config = pgConfig(address.toString(), env);
    const client = new pg.Client({ ...config, ssl: { ...(config.ssl as object), servername: 'db.elsewhere.example' } });
    await expect(client.connect()).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    await client.end().catch(() => undefined);
  });

  it('takes no plain-text connection, so every pass above went over TLS', async () => {
    await expect(sessionIsEncrypted(withQuery(site.databaseUrl, 'sslmode=disable'), {})).rejects.toMatchObject({
      code: '28000',
    });
  });
});
