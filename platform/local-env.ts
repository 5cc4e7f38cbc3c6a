/** Environment for the local scripts: `.env` when present, and the demo defaults of embedded mode. */
import fs from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

export function loadLocalEnv(): void {
  const file = path.join(PROJECT_ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function dataDir(): string {
  return path.resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
}

/** The bootstrap admin: from ADMIN_EMAIL / ADMIN_PASSWORD, with demo defaults only in embedded mode. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-1234', name: 'Demo Admin' };
