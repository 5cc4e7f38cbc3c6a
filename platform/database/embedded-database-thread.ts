/**
 * The embedded database's own thread: PGlite and its wire-protocol server, started by
 * openDatabase (./embedded-database.ts) through ./embedded-database-thread.mjs. PGlite runs every
 * statement synchronously inside WebAssembly; on a thread of its own it uses a second core, instead
 * of stopping the HTTP server, the router and the functions while it works.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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

/** The permission bits of a file or folder that let its group and others in. */
const OTHERS = 0o077;

/** The parts of Emscripten's NODEFS (the one PGlite's NodeFS mounts) that give a file its mode. */
interface EmscriptenNodeFs {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: { setattr(stream: unknown, attr: { mode?: number }): void };
}

/**
 * PGlite's NodeFS with every file and folder owner-only (0600, 0700), as PostgreSQL keeps its
 * data. Inside WebAssembly a new file is chmod-ed to the mode it was opened with, 0666 for most
 * of them, past the process umask (which a worker thread cannot set anyway); so the mode is
 * narrowed where Emscripten's file system reaches the disk: creating a node, and changing a mode.
 */
class OwnerOnlyNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const ownerOnly = (mod: { NODEFS: unknown }) => {
      const { node_ops, stream_ops } = mod.NODEFS as EmscriptenNodeFs;
      const narrow = <T extends { mode?: number }>(attr: T): T => (attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~OTHERS });
      const { mknod, setattr } = node_ops;
      const setStreamAttr = stream_ops.setattr;
      node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~OTHERS, dev);
      node_ops.setattr = (node, attr) => setattr(node, narrow(attr));
      stream_ops.setattr = (stream, attr) => setStreamAttr(stream, narrow(attr));
    };
    // First, before NodeFS mounts the folder and anything is written to it.
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

const { pgdata, password, host, port, stats } = workerData as ThreadData;
const opener = parentPort!;
try {
  const db = await PGlite.create(pgdata, { fs: new OwnerOnlyNodeFS(pgdata), extensions: { pg_trgm } });
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
