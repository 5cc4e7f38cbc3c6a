/**
 * The one way to the database: a `pg` pool on DATABASE_URL (TLS as ./db-config.ts reads it). In
 * production that is the Supabase pooler; locally it is the embedded PGlite behind its wire-protocol socket. The code here cannot
 * tell the two apart, which is the point.
 */
import pg from 'pg';
import { pgConfig } from './db-config';

// Return numerics as numbers (prices), not strings; values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

let pool: pg.Pool | null = null;

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

export function getPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      ...pgConfig(databaseUrl()),
      // A function instance serves one request at a time; a few connections cover the
      // build's parallel page rendering without exhausting the pooler.
      max: Number(process.env.DATABASE_POOL_SIZE ?? 5),
      idleTimeoutMillis: 10_000,
      // Idle connections must not keep a finished function (or script) alive.
      allowExitOnIdle: true,
    });
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  }
  return pool;
}

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export async function query<Row extends pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
  db: Queryable = getPool(),
): Promise<Row[]> {
  const result = await db.query<Row>(text, params);
  return result.rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs; anything else names no row, and must not reach a uuid comparison (a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Runs `work` in one transaction on this connection: committed when it resolves, rolled back when
 * it throws (the work's error is thrown on, not the rollback's). A transaction belongs to one
 * connection, so the caller names it: a pool's client, or a script's own.
 */
export async function inTransaction<C extends Queryable, T>(client: C, work: (client: C) => Promise<T>): Promise<T> {
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Runs `work` in one transaction on a connection of the pool. */
export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await getPool().connect();
  try {
    return await inTransaction(client, work);
  } finally {
    client.release();
  }
}

export async function closePool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.end();
}
