/** `npm start`: the whole site with its functions, on the embedded database unless DATABASE_URL is set. */
import { dataDir, loadLocalEnv } from '../platform/local-env';
import { startLocalServer } from '../platform/http/local-server';

loadLocalEnv();
const server = await startLocalServer({
  dataDir: dataDir(),
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8888),
});

console.log(`
  The site is running at ${server.url}
  Data folder: ${dataDir()}${server.embedded ? `\n  Embedded database: ${server.databaseUrl}` : ''}
  ${server.admin ? `Admin login: ${server.admin.email} / ${server.admin.password}` : 'No bootstrap admin (set ADMIN_EMAIL and ADMIN_PASSWORD to create one).'}
  Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    server.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
