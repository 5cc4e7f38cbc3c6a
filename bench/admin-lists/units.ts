/** Sizes as the admin-lists bench reports them. */
import { round } from '../lib/astro-build';

export const kb = (bytes: number) => round(bytes / 1024, 1);
export const mb = (bytes: number) => round(bytes / 1024 ** 2, 1);
