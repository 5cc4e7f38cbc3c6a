/**
 * The deploy guide's commands (`npm run migrate`, `create-admin`, `build`) run as real processes
 * against a real PostgreSQL that, like Supabase's pooler, takes TLS only with a certificate from a
 * private root and asks for a password. Each setting a new deployment can get wrong (root
 * certificate, password, address, database name) must end the command with exit code 1 and one
 * line on stderr naming the cause and the fix: no stack trace, no password. Skipped without
 * PostgreSQL server binaries on the machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../platform/database/throwaway-postgres';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = `right-${randomBytes(9).toString('base64url')}`;
const WRONG_PASSWORD = `wrong-${randomBytes(9).toString('base64url')}`;
const SUPABASE_ROOT = 'Supabase dashboard → Project Settings → Database → SSL Configuration → "Download certificate"';

// The site's Netlify emulation gives the test processes LC_ALL=en_US.UTF-8, a locale the machine may
// lack, and initdb then refuses to start; this server's locale does not matter here, so it gets C.
const siteLocale = process.env.LC_ALL;
process.env.LC_ALL = 'C';
const server = await startThrowawayPostgres({ tls: true, password: PASSWORD }).finally(() => {
  if (siteLocale === undefined) delete process.env.LC_ALL;
  else process.env.LC_ALL = siteLocale;
});
afterAll(() => server?.stop());
const tls = !!server?.env.DATABASE_CA_CERT;

/** A root certificate of its own, which signed nothing the server shows. */
function anotherRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-other-root-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', path.join(dir, 'root.key'), '-out', path.join(dir, 'root.crt'), '-days', '2', '-subj', '/CN=Another root'],
    { stdio: 'pipe' });
    return fs.readFileSync(path.join(dir, 'root.crt'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const listener = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = listener.address() as net.AddressInfo;
      listener.close(() => resolve(port));
    });
  });
}

/** Runs a script as `npm run <script>` does (tsx), with only these database settings. */
function runScript(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The real-PostgreSQL pass sets these for its own server; DEBUG would add the whole error.
  if (!('DATABASE_CA_CERT' in env)) delete childEnv.DATABASE_CA_CERT;
  delete childEnv.TEST_DATABASE_URL;
  delete childEnv.DEBUG;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** Exit code 1 and exactly one line on stderr, saying each of `parts`, with no stack frame and no password. */
function expectOneSentence(result: { status: number | null; stderr: string }, ...parts: string[]): void {
  const lines = result.stderr.split('\n').filter((line) => line.trim());
  expect(lines, result.stderr).toHaveLength(1);
  expect(result.status).toBe(1);
  expect(result.stderr).not.toContain('    at ');
  expect(result.stderr).not.toContain(PASSWORD);
  expect(result.stderr).not.toContain(WRONG_PASSWORD);
  for (const part of parts) expect(lines[0]).toContain(part);
}

describe.skipIf(!server)('the commands of the deploy guide against a database they cannot use', () => {
  const url = server?.url ?? '';
  const where = url && new URL(url).host;
  const rightSettings = { DATABASE_URL: url, ...server?.env };

  it('migrate works with the right settings, so each case below fails only on its one wrong setting', async () => {
    const result = await runScript(['scripts/migrate.ts'], rightSettings);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^(Applied: |The database is up to date)/);
  });

  it.skipIf(!tls)('migrate, given the wrong root certificate, says so and where Supabase offers the right one', async () => {
    const result = await runScript(['scripts/migrate.ts'], { DATABASE_URL: url, DATABASE_CA_CERT: anotherRoot() });
    expectOneSentence(result, `at ${where} `, 'SELF_SIGNED_CERT_IN_CHAIN', 'root certificate in DATABASE_CA_CERT',
      "put the PEM text of the server's own root there", SUPABASE_ROOT);
  });

  it.skipIf(!tls)('the build, given no root certificate, names DATABASE_CA_CERT before Astro starts', async () => {
    const result = await runScript(['scripts/build.ts'], { DATABASE_URL: url });
    expectOneSentence(result, `at ${where} `, 'root this machine does not trust',
      'set DATABASE_CA_CERT to the PEM text of its root certificate', SUPABASE_ROOT);
    expect(result.stdout).toBe('');
  });

  it('the build, given a UPI id that is not one, names UPI_ID before Astro starts', async () => {
    const result = await runScript(['scripts/build.ts'], { ...rightSettings, UPI_ID: 'steel city@sbi' });
    expectOneSentence(result, 'UPI_ID "steel city@sbi" is not a UPI id');
    expect(result.stdout).toBe('');
  });

  it('migrate and create-admin, given the wrong password, say the credentials in DATABASE_URL were refused', async () => {
    const wrong = { ...rightSettings, DATABASE_URL: url.replace(PASSWORD, WRONG_PASSWORD), ADMIN_PASSWORD: 'admin-password-1' };
    for (const args of [['scripts/migrate.ts'], ['scripts/create-admin.ts', 'admin@example.com']]) {
      const result = await runScript(args, wrong);
      expectOneSentence(result, `PostgreSQL at ${where} refused the credentials in DATABASE_URL`,
        'password authentication failed', 'check the user and password');
    }
  });

  it('migrate, given a port nothing listens on, names the address and asks whether the server runs', async () => {
    const port = await closedPort();
    const address = new URL(url);
    address.port = String(port);
    const result = await runScript(['scripts/migrate.ts'], { ...rightSettings, DATABASE_URL: address.toString() });
    expectOneSentence(result, `No database server answered at ${address.hostname}:${port} (ECONNREFUSED)`,
      'check the host and port in DATABASE_URL and that the server is running and reachable');
  });

  it('migrate, given a database name the server does not have, names it', async () => {
    const address = new URL(url);
    address.pathname = '/catalogue_nowhere';
    const result = await runScript(['scripts/migrate.ts'], { ...rightSettings, DATABASE_URL: address.toString() });
    expectOneSentence(result, 'has no database "catalogue_nowhere"', 'check the database name at the end of DATABASE_URL');
  });
});
