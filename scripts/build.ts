/**
 * `npm run build`: the production build into dist/, netlify.toml's build command, from DATABASE_URL.
 * It loads nothing of platform/ or demo/ (the import rules check it: .dependency-cruiser.cjs). A
 * build with local settings, a .env file or no DATABASE_URL (the embedded database), is handed to
 * the local wrapper scripts/astro.ts in a process of its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { quoteSettings } from '../src/lib/quotes/seller';
import { runEntryPoint } from '../src/server/db/entry-point';
import { exitCodeOf, runAstro } from '../src/server/publishing/astro-command';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const args = ['build', ...process.argv.slice(2)];
const url = process.env.DATABASE_URL;

await runEntryPoint(async () => {
  // The seller's settings a quotation prints (GSTIN, bank, UPI id): a wrong one stops the deploy
  // here, naming the variable, rather than the first quotation after it.
  quoteSettings(process.env);
  if (url && !fs.existsSync(path.join(PROJECT_ROOT, '.env'))) return await runAstro(PROJECT_ROOT, url, args);
  const localWrapper = path.join(PROJECT_ROOT, 'scripts/astro.ts');
  return await exitCodeOf(spawn(process.execPath, ['--import', 'tsx', localWrapper, ...args], { stdio: 'inherit' }));
});
