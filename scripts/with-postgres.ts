/**
 * `tsx scripts/with-postgres.ts <command...>`: runs the command against a throwaway real PostgreSQL
 * server (initdb + pg_ctl on a free loopback port, in a temporary folder), passed as
 * TEST_DATABASE_URL, then stops and removes the server. Without PostgreSQL binaries on the machine
 * it says so and skips the command, since the embedded pass has already run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: tsx scripts/with-postgres.ts <command...>');
  process.exit(2);
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

const binDir = findBinDir();
if (!binDir) {
  console.log('Real-PostgreSQL pass skipped: no PostgreSQL server binaries (initdb, pg_ctl) on this machine.');
  process.exit(0);
}

// PostgreSQL refuses to run as root; use the postgres account for the server when we are root.
const asRoot = process.getuid?.() === 0;
const runAs = (bin: string, args: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args], { stdio: 'pipe' })
    : execFileSync(path.join(binDir, bin), args, { stdio: 'pipe' });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-pg-'));
const pgdata = path.join(dir, 'data');
if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
const port = await freePort();
let exitCode = 1;
try {
  runAs('initdb', ['-D', pgdata, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  runAs('pg_ctl', [
    '-D', pgdata, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start',
  ]);
  const version = execFileSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Real-PostgreSQL pass: ${version} on 127.0.0.1:${port}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error('The real-PostgreSQL pass could not run:', (error as Error).message);
  const log = path.join(dir, 'server.log');
  if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
} finally {
  try {
    runAs('pg_ctl', ['-D', pgdata, '-m', 'immediate', 'stop']);
  } catch {
    // not started
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
