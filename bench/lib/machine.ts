/** What every benchmark records about the machine it ran on, and the day its results file is named for. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../platform/local-env';
import { round } from './astro-build';

export function machine() {
  const astro = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules/astro/package.json'), 'utf8')) as { version: string };
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    loadAverageAtStart: os.loadavg().map((n) => round(n)),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    astro: astro.version,
  };
}

export type MachineInfo = ReturnType<typeof machine>;

/** YYYY-MM-DD in local time: one results file per day. */
export function localDate(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
