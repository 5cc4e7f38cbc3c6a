/**
 * `tsx scripts/with-postgres.ts <command...>`: runs the command against a throwaway real PostgreSQL
 * server (../platform/database/throwaway-postgres.ts), passed as TEST_DATABASE_URL, then stops and removes the
 * server. Without PostgreSQL binaries on the machine it says so and skips the command, since the
 * embedded pass has already run. The server takes TLS only, verified as the README tells a
 * deployment to (sslmode=verify-full with the root in DATABASE_CA_CERT).
 */
import { spawn } from 'node:child_process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../platform/database/throwaway-postgres';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: tsx scripts/with-postgres.ts <command...>');
  process.exit(2);
}

let server: ThrowawayPostgres | null;
try {
  server = await startThrowawayPostgres({ tls: true });
} catch (error) {
  console.error('The real-PostgreSQL pass could not run:', (error as Error).message);
  process.exit(1);
}
if (!server) {
  console.log('Real-PostgreSQL pass skipped: no PostgreSQL server binaries (initdb, pg_ctl) on this machine.');
  process.exit(0);
}
let exitCode = 1;
try {
  console.log(`Real-PostgreSQL pass: ${server.version} on ${new URL(server.url).host}, ${server.transport}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...server.env, TEST_DATABASE_URL: server.url },
  });
  exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
} finally {
  server.stop();
}
process.exit(exitCode);
