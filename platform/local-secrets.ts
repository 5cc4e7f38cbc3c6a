/**
 * Secrets the local site makes for itself: random on first use, then kept in the data folder
 * (readable by its owner only), so they survive restarts and differ between data folders.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value) return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}
