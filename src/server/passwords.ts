/**
 * Password hashing with scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1), from Node's own
 * crypto so it runs unchanged in functions. Stored as `scrypt$N$r$p$salt$hash` (base64) so the
 * cost can be raised later without breaking existing hashes.
 *
 * One hash takes a CPU for a good part of a second and 128 MB, on libuv's thread pool (4 threads,
 * shared with file reads and DNS). Unbounded, a flood of sign-ins fills the pool and the CPUs and
 * every other call waits behind it; so at most HASHING.concurrent run at once and at most
 * HASHING.waiting wait their turn. Beyond that a call is refused at once (503, try again shortly).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from './http';

const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const HASHING = {
  concurrent: 2,
  waiting: 16,
  retryAfterSeconds: 5,
  busyMessage: 'The server is busy. Please try again in a few seconds.',
};

let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when a hashing place is free; refuses with 503 when the queue is full. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHING.concurrent) {
    running++;
  } else {
    if (queue.length >= HASHING.waiting) {
      throw new HttpError(503, HASHING.busyMessage, { 'retry-after': String(HASHING.retryAfterSeconds) });
    }
    await new Promise<void>((resolve) => queue.push(resolve)); // the place is handed over, still counted
  }
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r) + 1024 * 1024;
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
