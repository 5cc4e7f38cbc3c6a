/**
 * The local site: the database (embedded unless DATABASE_URL is set), migrations, the demo
 * catalogue, the bootstrap admin, the static build, and one HTTP server that serves the built pages
 * and the functions through Netlify's own emulator (@netlify/dev): its routing, redirects and
 * headers, with the functions themselves routed by Netlify's own matching and run in this process
 * (../functions/function-router.ts and function-host.ts say why).
 * `npm start` and the test suites both start the site through here.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { NetlifyDev } from '@netlify/dev';
import { BuildHeaders } from './build-headers';
import { clientAddress } from './client-address';
import { compressionFor, isCompressible, MIN_COMPRESSED_BYTES } from './compression';
import { ImageCdnCache } from '../images/image-cdn-cache';
import { ImmutableFileCache } from './immutable-file-cache';
import { requestUrl } from './request-url';
import { readUpTo, sendBody } from './send-body';
import { openDatabase } from '../database/embedded-database';
import { startDeliverySchedule } from '../functions/delivery-schedule';
import { FunctionRouter } from '../functions/function-router';
import { settleBackgroundWork } from '../functions/function-host';
import { DEMO_ADMIN, PROJECT_ROOT } from '../local-env';
import { localSecret } from '../local-secrets';
import { applyMigrations } from '../../src/server/db/migrations';
import { keepMailFolderPrivate } from '../../src/server/notifications/mail-transport';
import { seedDemoCatalogue } from '../../demo/seed';
import { SiteBuilder } from '../publishing/site-builder';

export interface LocalServerOptions {
  dataDir: string;
  host: string;
  port: number;
  /** Load the demo catalogue into an empty database; by default only the embedded one gets it. */
  seedDemo?: boolean;
  /**
   * Behind a proxy: take the visitor's address from X-Forwarded-For and whether it came over https
   * from X-Forwarded-Proto; by default only when TRUST_PROXY=1.
   */
  trustProxy?: boolean;
  /**
   * How often the scheduled steps run (queued enquiry notifications, the daily digest), as the
   * scheduled functions do; 0 = never.
   */
  deliveryIntervalMs?: number;
  /**
   * Build the pages before saying ready (the default). Off for a site that only its calls are asked
   * of (the notification tests): no page is served until something asks for a rebuild.
   */
  buildPages?: boolean;
  log?: (line: string) => void;
}

export interface LocalServer {
  url: string;
  databaseUrl: string;
  embedded: boolean;
  buildHookUrl: string;
  /** Where mails go as .eml files when no SMTP server is set. */
  mailDir: string;
  admin: { email: string; password: string } | null;
  builder: SiteBuilder;
  stop(): Promise<void>;
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  fs.mkdirSync(options.dataDir, { recursive: true });
  process.env.DEVICE_COOKIE_SECRET ||= localSecret(options.dataDir, 'device-cookie-secret');
  const trustProxy = options.trustProxy ?? process.env.TRUST_PROXY === '1';
  const database = await openDatabase(options.dataDir);
  const cleanups: (() => Promise<void>)[] = [() => database.close()];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log(`Shutdown: ${e}`));
  };
  try {
    process.env.DATABASE_URL = database.url;
    const applied = await applyMigrations(database.url);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    if ((options.seedDemo ?? database.embedded) && (await seedDemoCatalogue(database.url))) {
      log('Loaded the demo catalogue.');
    }

    const admin = await bootstrapAdmin(database.embedded);
    cleanups.push(async () => (await import('../../src/server/db/db')).closePool());
    // Before the pool closes: notifications being sent after an answer, and the retry timer.
    cleanups.push(settleBackgroundWork);
    const builder = new SiteBuilder(path.join(options.dataDir, 'site'), database.url, log);
    const hookToken = randomBytes(24).toString('hex');
    const hookPath = `/.local/build-hook/${hookToken}`;
    // Which function a request reaches: read from the functions' sources, needing nothing else here.
    const functions = await FunctionRouter.create(PROJECT_ROOT);

    // The handler is attached before the port opens: a request must never reach a server that
    // has no handler yet (it would hang). Until the site is ready it answers 503.
    let netlify: NetlifyDev | null = null;
    let ready = false;
    let siteOrigin = '';
    // netlify.toml's headers and those the build wrote (its _headers), read from the build being
    // served, as Netlify reads them from the published one (./build-headers.ts).
    const buildHeaders = new BuildHeaders(path.join(PROJECT_ROOT, 'netlify.toml'), builder.currentDir, log);
    const imageCache = new ImageCdnCache();
    const fileCache = new ImmutableFileCache();
    const server = http.createServer((req, res) => {
      if (req.url === hookPath && req.method === 'POST') {
        builder.request();
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
        return;
      }
      if (!netlify || !ready) {
        res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' }).end('The site is starting.');
        return;
      }
      void serve(netlify, functions, req, res, { origin: siteOrigin, trustProxy, buildHeaders, imageCache, fileCache, builder, log });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const address = server.address() as { port: number };
    const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${address.port}`;
    const buildHookUrl = `${url}${hookPath}`;
    // Functions run in this process and read these.
    process.env.LOCAL_BUILD_HOOK_URL = buildHookUrl;
    process.env.SITE_URL ??= url;
    // Requests are addressed to this origin whatever Host they name (./client-address.ts is the
    // other half of trusting nothing a client can forge).
    siteOrigin = new URL(process.env.SITE_URL).origin;
    // Uploaded images (when no Supabase Storage is configured) are served at /uploads/...
    const publicFiles = path.join(options.dataDir, 'files');
    process.env.LOCAL_UPLOADS_DIR = path.join(publicFiles, 'uploads');
    // With no SMTP_URL, enquiry mails are written here as .eml files, readable by the owner alone.
    const mailDir = path.join(options.dataDir, 'mail');
    process.env.LOCAL_MAIL_DIR = mailDir;
    await keepMailFolderPrivate(mailDir);
    // Local retries of a failed notification wait at most 2 minutes (deliveries.ts).
    process.env.ENQUIRY_RETRY_MAX_MINUTES ||= '2';

    netlify = new NetlifyDev({
      projectRoot: PROJECT_ROOT,
      // Routed and run here (../functions/function-router.ts).
      functions: { enabled: false },
      redirects: { enabled: true },
      headers: { enabled: true },
      staticFiles: { enabled: true, directories: [builder.currentDir, publicFiles] },
      environmentVariables: { enabled: true },
      blobs: { enabled: false },
      // On by default: it would start a second embedded database (.netlify/db) at every start,
      // shared by every server of this checkout; the product's database is DATABASE_URL.
      database: { enabled: false },
      // On by default; the product calls no AI gateway, and offline there is none to reach.
      aiGateway: { enabled: false },
      edgeFunctions: { enabled: false },
      // Netlify's Image CDN, fetching the site's own pictures from this server.
      images: { enabled: true },
      geolocation: { enabled: false },
      serverAddress: url,
    });
    await netlify.start();
    const started = netlify;
    cleanups.push(() => started.stop());

    if (options.buildPages ?? true) await publishFirstSite(builder, log);
    ready = true;
    const interval = options.deliveryIntervalMs ?? 60_000;
    if (interval > 0) {
      const schedule = startDeliverySchedule(interval, log);
      cleanups.push(() => schedule.stop());
    }
    cleanups.push(() => builder.idle());
    return { url, databaseUrl: database.url, embedded: database.embedded, buildHookUrl, mailDir, admin, builder, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Serves the last published site while it is rebuilt, or builds the first one before the site says ready. */
async function publishFirstSite(builder: SiteBuilder, log: (line: string) => void): Promise<void> {
  if (builder.hasPublishedSite()) {
    log('Serving the last published site while it is rebuilt.');
    builder.request();
    return;
  }
  await builder.buildNow();
  if (!builder.hasPublishedSite()) throw new Error('The first build of the site failed; see above.');
}

async function bootstrapAdmin(embedded: boolean): Promise<{ email: string; password: string } | null> {
  const email = process.env.ADMIN_EMAIL ?? (embedded ? DEMO_ADMIN.email : undefined);
  const password = process.env.ADMIN_PASSWORD ?? (embedded ? DEMO_ADMIN.password : undefined);
  if (!email || !password) return null; // a production database gets no default account
  const { ensureAdmin } = await import('../../src/server/accounts/users');
  await ensureAdmin({ email, password, name: process.env.ADMIN_NAME ?? DEMO_ADMIN.name });
  return { email, password };
}

/** Netlify's limit on a function's request body (6 MB). */
const NETLIFY_MAX_REQUEST_BYTES = 6 * 1024 * 1024;

/**
 * What a proxy in front tells the server about the visitor's request. Only a proxy the server is
 * told of (TRUST_PROXY=1) writes them; from anyone else they are dropped before a function sees
 * them (X-Forwarded-For is set from the connection in `serve`).
 */
const PROXY_HEADERS = new Set(['forwarded', 'x-forwarded-proto', 'x-forwarded-host']);

/**
 * The request as a function on Netlify receives it: at `url` (./request-url.ts), its body read in
 * full first. A function may answer (413, 403) without reading the body; a client still gets to
 * send all of it and then reads the answer, instead of failing its write (EPIPE) on a connection
 * closed under it. Null for a body past Netlify's own limit, which is read to its end and dropped.
 */
async function bufferedRequest(req: http.IncomingMessage, url: URL, trustProxy: boolean): Promise<Request | null> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (!trustProxy && PROXY_HEADERS.has(name))) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('host', url.host);
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= NETLIFY_MAX_REQUEST_BYTES) chunks.push(chunk);
  }
  if (bytes > NETLIFY_MAX_REQUEST_BYTES) return null;
  headers.delete('transfer-encoding');
  headers.set('content-length', String(bytes));
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

/**
 * The build's rule files: Netlify reads them when it publishes and serves neither (404), so their
 * rules (the pages' Content-Security-Policy, the redirects) are not handed to anyone who asks. In
 * any spelling the static files would still find them by.
 */
const RULE_FILES = new Set(['/_headers', '/_redirects']);

function isRuleFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not a valid escape: compared as written.
  }
  return RULE_FILES.has(decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '').toLowerCase());
}

async function serve(
  netlify: NetlifyDev,
  functions: FunctionRouter,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  {
    origin,
    trustProxy,
    buildHeaders,
    imageCache,
    fileCache,
    builder,
    log,
  }: {
    origin: string;
    trustProxy: boolean;
    buildHeaders: BuildHeaders;
    imageCache: ImageCdnCache;
    fileCache: ImmutableFileCache;
    builder: SiteBuilder;
    log: (line: string) => void;
  },
): Promise<void> {
  // The functions take context.ip from this header (../functions/function-host.ts): it carries the address
  // found here, never what the client wrote in it.
  const forwardedFor = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, [forwardedFor ?? []].flat().join(','), trustProxy);
  try {
    const forwardedProto = trustProxy ? [req.headers['x-forwarded-proto'] ?? []].flat().join(',') : undefined;
    const url = requestUrl(req.url ?? '/', origin, forwardedProto);
    if (!url) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request target');
      return;
    }
    const build = builder.publishedBuild();
    const kept = fileCache.lookup(req.method, url, req.headers['accept-encoding'], build);
    if (kept) {
      res.writeHead(kept.status, kept.headers).end(kept.body);
      return;
    }
    const request = await bufferedRequest(req, url, trustProxy);
    if (!request) {
      res.writeHead(413, { 'content-type': 'text/plain' }).end('Payload too large');
      return;
    }
    const result = isRuleFile(url.pathname)
      ? null
      : await imageCache.serve(request, async () => {
          const answer = await functions.answer(request);
          return answer ? { response: answer, type: 'function' as const } : netlify.handleAndIntrospect(request);
        });
    const response = result?.response ?? new Response('Not found', { status: 404 });
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value;
    });
    // As on Netlify: with files and redirects, not with what a function answers.
    if (result && result.type !== 'function') Object.assign(headers, await buildHeaders.for(url.pathname, build));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    let body: WebReadableStream<Uint8Array> | Buffer | null = req.method === 'HEAD' ? null : (response.body as WebReadableStream<Uint8Array> | null);
    if (body && ImmutableFileCache.keeps(req.method, result?.type, response.status, headers)) {
      const entry = fileCache.store(url, req.headers['accept-encoding'], headers, Buffer.from(await response.arrayBuffer()));
      res.writeHead(entry.status, entry.headers).end(entry.body);
      return;
    }
    // A text answer of unknown length (a function's) is read up to the size worth compressing
    // first; a smaller one then goes as it is, with its length.
    if (body && headers['content-length'] === undefined && isCompressible(headers)) {
      body = await readUpTo(body, MIN_COMPRESSED_BYTES);
      if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
    }
    const compression = compressionFor(req.headers['accept-encoding'], response.status, headers);
    res.writeHead(response.status, headers);
    if (Buffer.isBuffer(body)) {
      res.end(body);
    } else if (body) {
      // A client that leaves mid-answer ends the pipeline; sendBody reads the rest and drops it.
      if (compression) pipeline(compression, res, () => undefined);
      await sendBody(body, compression ?? res);
    } else {
      res.end();
    }
  } catch (error) {
    log(`Request ${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal error');
  }
}
