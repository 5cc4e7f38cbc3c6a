/**
 * A benchmark's results: one file a day per benchmark, bench/results/<bench>-<YYYY-MM-DD>.json, an
 * array to which each run appends its entry; and the figures the runs are summed up with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../platform/local-env';
import { localDate } from './machine';

export const RESULTS_DIR = path.join(import.meta.dirname, '..', 'results');

/** Appends `entry` to today's file of `bench` and says where it went. */
export function appendResult(bench: string, entry: unknown): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${bench}-${localDate()}.json`);
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[]) : [];
  fs.writeFileSync(file, `${JSON.stringify([...previous, entry], null, 2)}\n`);
  console.log(`Results: ${path.relative(PROJECT_ROOT, file)}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
