/** Runs `npm start`'s script as a real child process, as a developer would, and reads what it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StartedProcess {
  child: ChildProcess;
  url: string;
  databaseUrl: string | null;
  output: () => string;
  stop(): Promise<number | null>;
}

export function startSiteProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<StartedProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.TEST_DATABASE_URL;
  // Node itself with tsx's loader, as `npm start` runs it: the tsx CLI would sit in between and
  // SIGKILL the site when it does not acknowledge Ctrl+C within 30 ms, as happens on a busy machine.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /The site is running at (\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        child,
        url,
        databaseUrl: /Embedded database: (\S+)/.exec(output)?.[1] ?? null,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill('SIGINT');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}
