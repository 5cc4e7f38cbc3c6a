/**
 * The embedded database's own thread: PGlite and its wire-protocol server, started by
 * openDatabase (./embedded-database.ts) through ./embedded-database-thread.mjs. PGlite runs every
 * statement synchronously inside WebAssembly; on a thread of its own it uses a second core, instead
 * of stopping the HTTP server, the router and the functions while it works.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteWireServer } from './pglite-wire-server';

export interface ThreadData {
  pgdata: string;
  password: string;
  host: string;
  port: number;
  /** Shared with the opening thread: see embeddedDatabaseStats. */
  stats: SharedArrayBuffer;
}

/** What the thread tells its opener: the port once it listens, or why it could not start. */
export type ThreadMessage = { port: number } | { error: string } | 'closed';

const { pgdata, password, host, port, stats } = workerData as ThreadData;
const opener = parentPort!;
try {
  const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  const server = new PgliteWireServer(db, password, new Float64Array(stats));
  opener.postMessage({ port: await server.listen(host, port) } satisfies ThreadMessage);
  opener.once('message', async () => {
    await server.close();
    await db.close();
    opener.postMessage('closed' satisfies ThreadMessage);
    opener.close();
  });
} catch (error) {
  opener.postMessage({ error: (error as Error).stack ?? String(error) } satisfies ThreadMessage);
}
