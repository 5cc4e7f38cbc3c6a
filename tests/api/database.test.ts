/**
 * The embedded mode's promises: data survives a restart of `npm start` (embedded only), and many
 * connections (the server's functions and a build at the same time) share one database without
 * errors or lost writes (run on both databases).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { pgConfig } from '../../src/server/db/db-config';
import { openEmbeddedDatabase } from '../support/fresh-database';
import { callApi, withDatabase } from '../support/http';
import { publishSettled } from '../support/publishing';
import { startSiteProcess } from '../support/start-process';
import { makeTestDataDir } from '../support/test-site';

const site = inject('site');

describe('the embedded database', () => {
  it.skipIf(site.database !== 'embedded')('asks for a random password and refuses any other', async () => {
    const url = new URL(site.databaseUrl);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const password of ['postgres', '', `${url.password.slice(0, -1)}x`]) {
      const wrong = new URL(url);
      wrong.password = password;
      const client = new pg.Client({ connectionString: wrong.href });
      await expect(client.connect()).rejects.toThrow(/password/);
      await client.end().catch(() => undefined);
    }
    expect(await withDatabase(site.databaseUrl, async (c) => (await c.query('select 1 as one')).rows)).toEqual([{ one: 1 }]);
  });

  it.skipIf(site.database !== 'embedded')('accepts only its own user name, refusing another as PostgreSQL does', async () => {
    const url = new URL(site.databaseUrl);
    expect(url.username).toBe('postgres');
    for (const user of ['admin', 'Postgres', 'postgres2']) {
      const other = new URL(url);
      other.username = user;
      const client = new pg.Client({ connectionString: other.href });
      const error = await client.connect().then(() => null, (e: Error & { code?: string }) => e);
      await client.end().catch(() => undefined);
      expect(error?.message, user).toBe(`password authentication failed for user "${user}"`);
      expect(error?.code, user).toBe('28P01');
    }
  });
});

/** Every file and folder under `dir` whose mode lets its group or others in, with that mode. */
function openToOthers(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => [name, fs.lstatSync(path.join(dir, name)).mode & 0o777] as const)
    .concat([['.', fs.lstatSync(dir).mode & 0o777]])
    .filter(([, mode]) => mode & 0o077)
    .map(([name, mode]) => `${name} ${mode.toString(8)}`);
}

/** An embedded database of its own in `dataDir`, whatever DATABASE_URL the test run has. */
async function withEmbeddedDatabase<T>(dataDir: string, work: (url: string) => Promise<T>): Promise<T> {
  const database = await openEmbeddedDatabase(dataDir);
  try {
    return await work(database.url);
  } finally {
    await database.close();
  }
}

describe('the embedded database’s files', () => {
  it('are the owner’s alone: created so, and an existing folder opened to others is closed at start', async () => {
    const dataDir = makeTestDataDir();
    const pgdata = path.join(dataDir, 'pgdata');
    try {
      await withEmbeddedDatabase(dataDir, async (url) => {
        // Files PostgreSQL makes as it runs (a table's), besides those of the new cluster.
        await withDatabase(url, (c) => c.query('create table permission_probe (n int primary key); insert into permission_probe values (1)'));
      });
      expect(fs.existsSync(path.join(pgdata, 'global', 'pg_control'))).toBe(true);
      expect(openToOthers(pgdata)).toEqual([]);

      // A folder left by an earlier version, readable and writable by anyone.
      for (const name of fs.readdirSync(pgdata, { recursive: true, encoding: 'utf8' }).concat('.')) {
        const file = path.join(pgdata, name);
        fs.chmodSync(file, fs.lstatSync(file).isDirectory() ? 0o777 : 0o666);
      }
      expect(openToOthers(pgdata).length).toBeGreaterThan(100);
      await withEmbeddedDatabase(dataDir, async (url) => {
        expect(openToOthers(pgdata)).toEqual([]);
        expect(await withDatabase(url, async (c) => (await c.query('select n from permission_probe')).rows)).toEqual([{ n: 1 }]);
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the database under load and across restarts', () => {
  it.skipIf(site.database !== 'embedded')('keeps its data when npm start is stopped and started again', async () => {
    const dataDir = makeTestDataDir();
    try {
      const first = await startSiteProcess({ DATA_DIR: dataDir });
      expect(first.databaseUrl).toMatch(/^postgres:\/\/.*127\.0\.0\.1/);
      const seeded = (await callApi<Product[]>(first.url, '/api/get-product')).body.data!;
      expect(seeded.length).toBeGreaterThanOrEqual(30);
      const [row] = await withDatabase(first.databaseUrl!, async (c) =>
        (await c.query<{ id: string }>(
          `insert into products (product_name, brand_name, category) values ('Restart Probe Machine', 'Probe', 'all-machines') returning id`,
        )).rows,
      );
      expect(await first.stop()).toBe(0);

      const second = await startSiteProcess({ DATA_DIR: dataDir });
      try {
        // The data folder keeps its own password: the same after a restart, another than any other folder's.
        const password = (url: string) => new URL(url).password;
        expect(password(second.databaseUrl!)).toBe(password(first.databaseUrl!));
        expect(password(first.databaseUrl!)).not.toBe(password(site.databaseUrl));
        const products = (await callApi<Product[]>(second.url, '/api/get-product')).body.data!;
        expect(products.map((p) => p._id)).toContain(row.id);
        // Not seeded twice: the demo catalogue plus the one row.
        expect(products).toHaveLength(seeded.length + 1);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000); // two full starts of the site, each with a build

  it('serves concurrent reads and transactional writes while the site is being built', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const pools = [0, 1].map(() => new pg.Pool({ ...pgConfig(site.databaseUrl), max: 8 }));
    try {
      await pools[0].query('create table if not exists concurrency_probe (id serial primary key, n int not null)');
      expect((await fetch(site.buildHookUrl, { method: 'POST' })).status).toBe(202);

      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 200; i++) {
        const product = products[i % products.length];
        if (i % 5 === 0) work.push(
          callApi<Product>(site.url, '/api/product-details', { method: 'POST', json: { productId: product._id } }).then(
            ({ status, body }) => {
              expect(status).toBe(200);
              expect(body.data!._id).toBe(product._id);
            },
          ),
        );
        if (i % 2 === 0) {
          work.push(
            (async () => {
              const client = await pools[i % 4 === 0 ? 0 : 1].connect();
              try {
                await client.query('begin');
                await client.query('insert into concurrency_probe (n) values ($1)', [i]);
                await client.query('insert into concurrency_probe (n) values ($1)', [-i]);
                await client.query('commit');
              } finally {
                client.release();
              }
            })(),
          );
        }
      }
      await Promise.all(work);
      const { rows } = await pools[1].query('select count(*)::int as n, coalesce(sum(n), 0)::int as total from concurrency_probe');
      expect(rows[0]).toEqual({ n: 200, total: 0 });
    } finally {
      await pools[0].query('drop table if exists concurrency_probe');
      await Promise.all(pools.map((p) => p.end()));
      await publishSettled(site.databaseUrl); // the next file starts on a quiet site
    }
  }, 360_000); // forty API calls, a hundred transactions and a site build at once
});
