/**
 * A throwaway real PostgreSQL server (initdb + pg_ctl on a free loopback port, in a temporary
 * folder), for the real-PostgreSQL test pass and the benchmarks. Null when the machine has no
 * PostgreSQL server binaries.
 *
 * With `tls`, the server takes TCP connections over TLS only, with a certificate from a throwaway
 * private root (made with the openssl CLI), as Supabase's comes from Supabase's own root; its
 * address and root are what the README tells a deployment to use: `sslmode=verify-full` with the
 * root's PEM text in DATABASE_CA_CERT (`env`). Without openssl it serves plain TCP and says so.
 * With `password`, TCP connections must give it (SCRAM, as Supabase asks), and the URL carries it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  /** How clients reach it, in words. */
  transport: string;
  /** What a client needs besides the URL (DATABASE_CA_CERT over TLS). */
  env: Record<string, string>;
  stop(): void;
}

function findBinDir(): string | null {
  const candidates = [process.env.PG_BIN_DIR, ...listDebianBinDirs()].filter(Boolean) as string[];
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) candidates.unshift(path.dirname(fs.realpathSync(onPath)));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

function listDebianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).sort().reverse().map((v) => path.join(root, v, 'bin'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const OPENSSL_CONFIG = `[req]
distinguished_name = dn
prompt = no
[dn]
CN = unused
[root]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[server]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1
authorityKeyIdentifier = keyid
`;

/**
 * A private root and a server certificate for localhost signed by it, in `dir`; the server sends
 * its certificate with the root, as Supabase's pooler does. Returns the root's PEM text.
 */
function makeCertificates(dir: string, asRoot: boolean): { rootPem: string; certFile: string; keyFile: string } {
  const file = (name: string) => path.join(dir, name);
  fs.writeFileSync(file('openssl.cnf'), OPENSSL_CONFIG);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ecKey, '-keyout', file('root.key'), '-out', file('root.crt'), '-days', '2',
    '-config', file('openssl.cnf'), '-extensions', 'root', '-subj', '/CN=Catalogue test root CA');
  openssl('req', '-new', ...ecKey, '-keyout', file('server.key'), '-out', file('server.csr'),
    '-config', file('openssl.cnf'), '-subj', '/CN=localhost');
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('root.crt'), '-CAkey', file('root.key'),
    '-CAcreateserial', '-out', file('server.crt'), '-days', '2', '-extfile', file('openssl.cnf'), '-extensions', 'server');
  const rootPem = fs.readFileSync(file('root.crt'), 'utf8');
  fs.writeFileSync(file('server-chain.crt'), fs.readFileSync(file('server.crt'), 'utf8') + rootPem);
  // PostgreSQL refuses a key file others can read; the server runs as postgres when we are root.
  fs.chmodSync(file('server.key'), 0o600);
  if (asRoot) execFileSync('chown', ['postgres', file('server.key'), file('server-chain.crt')]);
  return { rootPem, certFile: file('server-chain.crt'), keyFile: file('server.key') };
}

export async function startThrowawayPostgres(
  options: { tls?: boolean; password?: string } = {},
): Promise<ThrowawayPostgres | null> {
  const binDir = findBinDir();
  if (!binDir) return null;
  // PostgreSQL refuses to run as root; use the postgres account for the server when we are root.
  const asRoot = process.getuid?.() === 0;
  const runAs = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(binDir, bin), args, { stdio: 'pipe' });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-pg-'));
  const pgdata = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  // Interrupted (Ctrl-C, a timeout's SIGTERM), the server must not outlive its owner.
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.kill(process.pid, signal);
  };
  const stop = () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    try {
      runAs('pg_ctl', ['-D', pgdata, '-m', 'immediate', 'stop']);
    } catch {
      // not started
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    const port = await freePort();
    // The socket (pg_ctl's way in) stays on trust whatever TCP asks.
    const hostAuth = options.password ? 'scram-sha-256' : 'trust';
    const passwordFile = path.join(dir, 'password');
    const initdb = ['-D', pgdata, '-U', 'postgres', '--auth-local=trust', `--auth-host=${hostAuth}`, '-E', 'UTF8', '--no-sync'];
    if (options.password) {
      fs.writeFileSync(passwordFile, options.password);
      initdb.push(`--pwfile=${passwordFile}`);
    }
    runAs('initdb', initdb);
    fs.rmSync(passwordFile, { force: true });
    const user = options.password ? `postgres:${encodeURIComponent(options.password)}` : 'postgres';
    let serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    let url = `postgres://${user}@127.0.0.1:${port}/postgres`;
    let env: Record<string, string> = {};
    let transport = 'plain TCP';
    if (options.tls && spawnSync('openssl', ['version']).status !== 0) transport = 'plain TCP (no openssl on this machine, so no TLS)';
    else if (options.tls) {
      const tls = makeCertificates(dir, asRoot);
      // TCP only over TLS, so nothing can fall back to plain text; the socket stays for pg_ctl.
      fs.writeFileSync(path.join(pgdata, 'pg_hba.conf'), [
        'local all all trust',
        `hostssl all all 127.0.0.1/32 ${hostAuth}`,
        `hostssl all all ::1/128 ${hostAuth}`,
        '',
      ].join('\n'));
      if (asRoot) execFileSync('chown', ['postgres', path.join(pgdata, 'pg_hba.conf')]);
      serverOptions += ` -c ssl=on -c ssl_cert_file=${tls.certFile} -c ssl_key_file=${tls.keyFile}`;
      url = `postgres://${user}@localhost:${port}/postgres?sslmode=verify-full`;
      env = { DATABASE_CA_CERT: tls.rootPem };
      transport = 'TLS only, certificate from a private root, verified with DATABASE_CA_CERT';
    }
    runAs('pg_ctl', ['-D', pgdata, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start']);
    const version = execFileSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
    return { url, version, transport, env, stop };
  } catch (error) {
    const log = path.join(dir, 'server.log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8')}` : '';
    stop();
    throw new Error(`PostgreSQL could not start: ${(error as Error).message}${detail}`);
  }
}
