/**
 * `npm run build`: the production build. With DATABASE_URL set (Netlify, CI) it is `astro build`
 * against that database; without it, against the embedded database under DATA_DIR (served from
 * this process, so the build runs as a child process while this one answers its queries).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from './lib/embedded-database';
import { dataDir, loadLocalEnv, PROJECT_ROOT } from './lib/local-env';

loadLocalEnv();
const db = await openDatabase(dataDir());
let status = 1;
try {
  const astro = path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs');
  const child = spawn(process.execPath, [astro, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: db.url },
  });
  status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
} finally {
  await db.close();
}
process.exit(status);
