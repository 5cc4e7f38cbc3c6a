/**
 * A throwaway real PostgreSQL server (initdb + pg_ctl on a free loopback port, in a temporary
 * folder), for the real-PostgreSQL test pass and the benchmarks. Null when the machine has no
 * PostgreSQL server binaries.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  version: string;
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

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
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
    runAs('initdb', ['-D', pgdata, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    runAs('pg_ctl', [
      '-D', pgdata, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start',
    ]);
    const version = execFileSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
  } catch (error) {
    const log = path.join(dir, 'server.log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8')}` : '';
    stop();
    throw new Error(`PostgreSQL could not start: ${(error as Error).message}${detail}`);
  }
}
