/**
 * The hashing lanes of src/server/accounts/passwords.ts, with real scrypt at a small cost (the stored hash
 * names its own cost) so the lanes, not the hashing, take the time.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASHING, keepSharedPlace, OWN_LANES, verifyPassword } from '../../src/server/accounts/passwords';
import { HttpError } from '../../src/server/http/http';

const cost = { N: 2 ** 10, r: 8, p: 1 };

function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const stored = cheapHash('right');

/** A verifyPassword call's outcome: true/false, or the status it was refused with. */
const outcome = (call: Promise<boolean>) => call.catch((error) => (error instanceof HttpError ? error.status : error));

describe('the hashing lanes', () => {
  it('keep a known browser’s sign-in out of the shared lane: it is checked while the shared lane is full', async () => {
    const places = HASHING.concurrent + HASHING.waiting;
    const shared = Array.from({ length: places }, () => outcome(verifyPassword('wrong', stored)));
    expect(await outcome(verifyPassword('right', stored))).toBe(503);
    expect(() => keepSharedPlace()).toThrow(HASHING.busyMessage);

    expect(await outcome(verifyPassword('right', stored, { knownDeviceOf: 'owner-id' }))).toBe(true);
    expect(await Promise.all(shared)).toEqual(Array(places).fill(false));
    keepSharedPlace().giveBack();
  });

  it('count a place kept before the database work, so a burst arriving together is refused past the lane’s places', async () => {
    const places = HASHING.concurrent + HASHING.waiting;
    // A burst: every sign-in keeps its place on arrival, before any of them has reached its hash.
    const kept = Array.from({ length: places }, () => keepSharedPlace());
    expect(() => keepSharedPlace()).toThrow(HASHING.busyMessage);
    expect(await outcome(verifyPassword('right', stored))).toBe(503);

    // One ends before its hash (say, the rate limit refused it): its place is free again.
    kept[0].giveBack();
    kept[0].giveBack(); // giving back twice frees no second place
    const late = keepSharedPlace();
    expect(() => keepSharedPlace()).toThrow(HASHING.busyMessage);

    // The others hash on the places they kept, however full the lane is; then every place is free.
    const rest = [...kept.slice(1), late];
    expect(await Promise.all(rest.map((place) => outcome(verifyPassword('wrong', stored, { place }))))).toEqual(
      Array(places).fill(false),
    );
    for (const place of rest) place.giveBack(); // the callers' `finally`: no-ops now
    const again = Array.from({ length: places }, () => keepSharedPlace());
    for (const place of again) place.giveBack();
  });

  it('give each account one hash at a time and a short line, and take accounts in turn', async () => {
    const finished: string[] = [];
    const call = (account: string, name: string) =>
      outcome(verifyPassword('right', stored, { knownDeviceOf: account })).then((result) => {
        finished.push(name);
        return result;
      });
    const { concurrent, waiting } = OWN_LANES.perAccount;
    const attacker = Array.from({ length: concurrent + waiting }, (_, i) => call('attacker-id', `attacker ${i + 1}`));
    // However many cookies of its own account it shows, the account's lane is full.
    expect(await call('attacker-id', 'one too many')).toBe(503);
    const owner = call('owner-id', 'owner');
    expect(await Promise.all([...attacker, owner])).toEqual(Array(concurrent + waiting + 1).fill(true));
    // The owner waited behind one of the attacker's hashes, not behind all of them.
    expect(finished).toEqual(['one too many', 'attacker 1', 'owner', 'attacker 2', 'attacker 3']);
  });
});
