/**
 * A PostgreSQL wire-protocol server in front of one embedded PGlite database, so that every
 * process (the local server, its functions, `astro build`, tests) talks to it through `pg`
 * exactly as it would to a real PostgreSQL server.
 *
 * PGlite has a single backend session, so the connections are multiplexed onto it. Two rules keep
 * that correct where a naive per-message queue is not:
 *  - a client's messages are run as one unit up to the message that ends an exchange (Sync,
 *    a simple Query, or Flush), so another client's Parse can never land between this client's
 *    Parse and Bind;
 *  - while a client holds a transaction open (or an unsynced extended-protocol exchange), only
 *    that client's units run; the others wait. A client that disconnects mid-transaction is
 *    rolled back.
 *
 * PGlite itself trusts whoever connects, whatever user it names, so the user and password are
 * checked here, before anything reaches it: its one user (EMBEDDED_USER) only, and a cleartext
 * password exchange (the socket listens on loopback only, where no other user can read the
 * traffic), compared in constant time.
 *
 * Why not ElectricSQL's @electric-sql/pglite-socket: it was tried in this thread's place, in
 * November 2026. The version was 0.2.17, the latest, with PGlite 0.5.16. It takes a PGlite instance, so
 * it fits on this thread, but it does not meet our needs:
 *  - it runs each message on its own and keeps a client's turn only inside a transaction, so other
 *    clients' messages run between one client's Parse, Bind and Sync. In tests/api/database.test.ts
 *    (pools, the functions and a build at once) 27 of 40 product-details calls answered wrong:
 *    9 with another product, 14 with 404 and 4 with 500 (`portal "" does not exist`). The test then
 *    hung until its time limit, and failed in 3 runs of 3; here it passes in 4.6 s;
 *  - it accepts any user and any password (PGlite trusts all), so both refusal tests fail;
 *  - its peer dependency pins @electric-sql/pglite to exactly 0.5.14, along with seven extension
 *    packages we do not use: npm refuses ^0.5.16 (ERESOLVE) unless we downgrade;
 *  - speed, at load 3-4: bench:api's bursts were equal within noise, and 2,000 one-client
 *    statements took 1.0-1.1 s against 0.74 s here. A 100,000-row answer (1.5 KB a row) was faster,
 *    0.55-0.8 s against 1.6-1.9 s, because it streams the answer (execProtocolRawStream). This
 *    server could do the same (tried: 0.5-0.7 s).
 */
import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Where the embedded database's time goes (what bench/api reports per burst), at these indexes of
 * the stats array: units run, milliseconds inside PGlite, and milliseconds in which other clients'
 * units waited while one client held a transaction open between its statements.
 */
export const STAT = { units: 0, pgliteMs: 1, heldOpenMs: 2 } as const;

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** PGlite's one role: the user of the embedded database's URL (./embedded-database.ts). */
export const EMBEDDED_USER = 'postgres';

/** AuthenticationCleartextPassword: 'R', length 8, code 3. */
const AUTHENTICATION_CLEARTEXT_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/**
 * An ErrorResponse as PostgreSQL sends it for a wrong password, or for a user it does not have
 * (FATAL 28P01, the same words, so that neither tells which).
 */
function passwordFailed(user: string): Buffer {
  const fields = Buffer.concat(
    ['SFATAL', 'VFATAL', 'C28P01', `Mpassword authentication failed for user "${user}"`].map((f) => Buffer.from(`${f}\0`)).concat(Buffer.from([0])),
  );
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/** The user a StartupMessage names: its parameters are NUL-ended name and value pairs. */
function startupUser(message: Buffer): string {
  const parameters = message.toString('utf8', 8).split('\0');
  for (let i = 0; i + 1 < parameters.length; i += 2) if (parameters[i] === 'user') return parameters[i + 1];
  return '';
}

/**
 * A client's `BEGIN` (a simple query, as `pg` sends it) is answered at once and run just before the
 * client's next statement: the session is held for the transaction from its first real statement,
 * so the other clients are not kept waiting for the round trip between BEGIN and that statement.
 */
const BEGIN_QUERY = /^\s*begin\s*;?\s*$/i;
const simpleQuery = (sql: string) => {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length, 'Q');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
};
const BEGIN_MESSAGE = new Uint8Array(simpleQuery('BEGIN'));
/** CommandComplete "BEGIN", then ReadyForQuery in a transaction ('T'). */
const BEGIN_REPLY = Buffer.concat([
  Buffer.from([0x43, 0, 0, 0, 10]), Buffer.from('BEGIN\0'), Buffer.from([0x5a, 0, 0, 0, 5, 0x54]),
]);

/** Message types that end a unit of work a client expects answered. */
const UNIT_END = new Set(['S', 'Q', 'H']);

interface Unit {
  conn: Connection;
  bytes: Uint8Array;
  /** Flush leaves an extended-protocol exchange open until Sync. */
  openExchange: boolean;
}

class Connection {
  buffer: Buffer = Buffer.alloc(0);
  started = false;
  /** The start-up message, held back until the user and password are right. */
  startup: Uint8Array | null = null;
  /** The user the start-up message names. */
  user = '';
  pending: Buffer[] = [];
  closed = false;
  /** Answered BEGIN, not yet run (see BEGIN_QUERY). */
  deferredBegin = false;
  constructor(readonly socket: net.Socket) {}
}

export class PgliteWireServer {
  private server: net.Server | null = null;
  private queue: Unit[] = [];
  private owner: Connection | null = null;
  private running = false;
  private connections = new Set<Connection>();
  /** Since when others' units wait on the owner's next statement. */
  private heldSince: number | null = null;

  constructor(
    private readonly db: PGlite,
    private readonly password: string,
    private readonly stats: Float64Array<ArrayBufferLike> = new Float64Array(3),
  ) {}

  async listen(host: string, port: number): Promise<number> {
    await this.db.waitReady;
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    // Let a unit already inside PGlite finish before the caller closes the database.
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  private accept(socket: net.Socket): void {
    const conn = new Connection(socket);
    this.connections.add(conn);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
      this.readMessages(conn);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void this.disconnect(conn));
  }

  private readMessages(conn: Connection): void {
    while (!conn.closed) {
      if (!conn.started) {
        // Start-up phase: length-prefixed messages without a type byte.
        if (conn.buffer.length < 8) return;
        const length = conn.buffer.readInt32BE(0);
        if (conn.buffer.length < length) return;
        const code = conn.buffer.readInt32BE(4);
        const message = conn.buffer.subarray(0, length);
        conn.buffer = conn.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          conn.socket.write('N'); // no encryption on loopback
        } else if (code === CANCEL_REQUEST) {
          conn.socket.end();
          return;
        } else if (code === PROTOCOL_3) {
          conn.started = true;
          conn.startup = new Uint8Array(message);
          conn.user = startupUser(message);
          conn.socket.write(AUTHENTICATION_CLEARTEXT_PASSWORD);
        } else {
          conn.socket.destroy();
          return;
        }
        continue;
      }
      if (conn.buffer.length < 5) return;
      const type = String.fromCharCode(conn.buffer[0]);
      const length = 1 + conn.buffer.readInt32BE(1);
      if (conn.buffer.length < length) return;
      const message = conn.buffer.subarray(0, length);
      conn.buffer = conn.buffer.subarray(length);
      if (type === 'X') {
        conn.socket.end(); // Terminate: the session is shared, so it is not forwarded.
        return;
      }
      if (conn.startup) {
        // The answer to the password request; PGlite then starts the session (AuthenticationOk...).
        // As PostgreSQL does, another user is told only after the password, in the same words.
        if (type !== 'p' || !this.passwordMatches(message.subarray(5)) || conn.user !== EMBEDDED_USER) {
          conn.socket.end(passwordFailed(conn.user));
          conn.closed = true;
          return;
        }
        this.enqueue({ conn, bytes: conn.startup, openExchange: false });
        conn.startup = null;
        continue;
      }
      if (
        type === 'Q' &&
        conn.pending.length === 0 &&
        !conn.deferredBegin &&
        this.owner !== conn &&
        !this.queue.some((u) => u.conn === conn) &&
        BEGIN_QUERY.test(message.toString('utf8', 5, length - 1))
      ) {
        conn.deferredBegin = true;
        conn.socket.write(BEGIN_REPLY);
        continue;
      }
      conn.pending.push(message);
      if (UNIT_END.has(type)) {
        const bytes = new Uint8Array(Buffer.concat(conn.pending));
        conn.pending = [];
        this.enqueue({ conn, bytes, openExchange: type === 'H' });
      }
    }
  }

  /** A PasswordMessage body (the password and a NUL) against the server's password. */
  private passwordMatches(body: Buffer): boolean {
    const given = body.subarray(0, body.indexOf(0) < 0 ? body.length : body.indexOf(0));
    const expected = Buffer.from(this.password);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private enqueue(unit: Unit): void {
    this.queue.push(unit);
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const index = this.owner ? this.queue.findIndex((u) => u.conn === this.owner) : 0;
        if (index < 0 || this.queue.length === 0) {
          if (this.queue.length > 0) this.heldSince ??= performance.now();
          break;
        }
        if (this.heldSince !== null) {
          this.stats[STAT.heldOpenMs] += performance.now() - this.heldSince;
          this.heldSince = null;
        }
        const [unit] = this.queue.splice(index, 1);
        if (unit.conn.closed) continue;
        let reply: Uint8Array;
        const start = performance.now();
        try {
          if (unit.conn.deferredBegin) {
            unit.conn.deferredBegin = false;
            await this.db.execProtocolRaw(BEGIN_MESSAGE); // its answer was sent already
          }
          reply = await this.db.execProtocolRaw(unit.bytes);
          this.stats[STAT.units]++;
          this.stats[STAT.pgliteMs] += performance.now() - start;
        } catch (error) {
          console.error('[embedded-db] protocol error', error);
          unit.conn.socket.destroy();
          continue;
        }
        if (!unit.conn.closed && reply.length) unit.conn.socket.write(reply);
        this.owner = this.db.isInTransaction() || unit.openExchange ? unit.conn : null;
      }
    } finally {
      this.running = false;
    }
  }

  private async disconnect(conn: Connection): Promise<void> {
    if (conn.closed) return;
    conn.closed = true;
    this.connections.delete(conn);
    this.queue = this.queue.filter((u) => u.conn !== conn);
    if (this.owner === conn) {
      while (this.running) await new Promise((r) => setTimeout(r, 5));
      if (this.owner === conn) {
        this.owner = null;
        if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
      }
      void this.drain();
    }
  }
}
