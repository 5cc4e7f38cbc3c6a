/**
 * Password hashing with scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1), from Node's own
 * crypto so it runs unchanged in functions. Stored as `scrypt$N$r$p$salt$hash` (base64) so the
 * cost can be raised later without breaking existing hashes.
 *
 * One hash takes a CPU for a good part of a second and 128 MB, on libuv's thread pool (4 threads,
 * shared with file reads and DNS). Unbounded, a flood of sign-ins fills the pool and the CPUs and
 * every other call waits behind it; so every hash runs in a lane that gives it its turn:
 * - the shared lane (HASHING): sign-ups, and sign-ins without a valid device cookie of the account
 *   (unknown emails among them). At most HASHING.concurrent run and HASHING.waiting wait; beyond
 *   that a call is refused at once (503, try again shortly). A flood of failed sign-ins fills it,
 *   and it then turns away everyone who uses it.
 * - an account's own lane (OWN_LANES.perAccount), for sign-ins from a browser that shows a valid
 *   device cookie of that account (./devices.ts; the caller checks it): a flood that fills the
 *   shared lane does not turn the owner away. Keyed by the account, not the cookie, so however many
 *   cookies of one account are shown, it hashes once at a time; past its short line, 503.
 * - the own lanes together run at most OWN_LANES.together hashes at a time. An account has at most
 *   one hash in their line (its own lane runs one at a time), so they take accounts in turn: an owner waits behind at most one hash of each
 *   other account signing in from a known browser at that moment, and is never refused here.
 * So at most HASHING.concurrent + OWN_LANES.together hashes run at once, whoever signs in: that
 * bounds the CPU and memory. Someone with accounts of their own can get device cookies for them,
 * and so delay an owner by one hash per such account, no more. Their wrong passwords are counted
 * per device and per address (../http/rate-limit.ts); their right ones are not, but take their turn too.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../http/http';

const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const HASHING = {
  concurrent: 2,
  waiting: 16,
  retryAfterSeconds: 5,
  busyMessage: 'The server is busy. Please try again in a few seconds.',
};

export const OWN_LANES = {
  /** One hash at a time for all the account's browsers, two more waiting (another browser, a retry). */
  perAccount: { concurrent: 1, waiting: 2 },
  /** One libuv thread beside the shared lane's two, so file reads and DNS still have one. */
  together: 1,
};

const busy = () => new HttpError(503, HASHING.busyMessage, { 'retry-after': String(HASHING.retryAfterSeconds) });

/** A place in a lane, kept from before a sign-in's database work until its hash. */
export interface KeptPlace {
  readonly held: boolean;
  /** Gives the place back if it is still held (the sign-in ended before its hash); safe to repeat. */
  giveBack(): void;
}

/**
 * Places to run `concurrent` hashes (a number, or what it is at this moment) and to keep `waiting`
 * more in line, in the order they came.
 */
class Lane {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly places: { concurrent: number | (() => number); waiting: number }) {}

  private get concurrent(): number {
    const { concurrent } = this.places;
    return typeof concurrent === 'number' ? concurrent : concurrent();
  }

  get idle(): boolean {
    return this.running === 0;
  }

  /** Places kept for calls whose hash comes after their database work (see `keepPlace`). */
  private kept = 0;

  /** Every place taken: running, waiting in line, or kept. */
  get full(): boolean {
    return this.running + this.line.length + this.kept >= this.concurrent + this.places.waiting;
  }

  /**
   * Keeps a place until `inTurn` is called with it or it is given back; refuses with 503 when the
   * lane is full.
   */
  keepPlace(): KeptPlace {
    if (this.full) throw busy();
    this.kept++;
    let held = true;
    return {
      get held() {
        return held;
      },
      giveBack: () => {
        if (!held) return;
        held = false;
        this.kept--;
      },
    };
  }

  /** Runs `work` when a place is free; refuses with 503 when the lane is full, unless given a kept place. */
  async inTurn<T>(work: () => Promise<T>, place?: KeptPlace): Promise<T> {
    if (place?.held) place.giveBack();
    else if (this.full) throw busy();
    if (this.running < this.concurrent) this.running++;
    else await new Promise<void>((resolve) => this.line.push(resolve)); // counted as running when let in
    try {
      return await work();
    } finally {
      this.running--;
      this.letIn();
    }
  }

  /** Lets the next in line run while there are places (again: the number of places can grow). */
  letIn(): void {
    while (this.running < this.concurrent && this.line.length) {
      this.running++;
      this.line.shift()!();
    }
  }
}

// Its line holds at most one hash per account (perAccount.concurrent is 1), so it needs no limit.
const ownLanesTogether = new Lane({ concurrent: OWN_LANES.together, waiting: Infinity });
/**
 * While an owner's hash runs, the shared lane starts one hash fewer (never none): on two cores the
 * owner's hash then has one to itself once the shared hashes under way have ended, instead of
 * sharing both with two of the flood's.
 */
const sharedLane = new Lane({
  concurrent: () => Math.max(1, HASHING.concurrent - (ownLanesTogether.idle ? 0 : OWN_LANES.together)),
  waiting: HASHING.waiting,
});
/** The own lanes in use; a lane is dropped when idle, so this holds only accounts signing in now. */
const ownLanes = new Map<string, Lane>();

/**
 * Keeps a place in the shared lane for a sign-in that will hash there, or refuses (503) at once when
 * it has none: such a sign-in is turned away before it costs the database anything, so a flood's
 * refused tries are nearly free and the database stays quick for the sign-ins that go on. The place
 * is kept from now, not taken at the hash, so that a burst arriving together cannot all pass this
 * check and queue their queries before any of them reaches the lane. The caller gives it back in a
 * `finally`: a no-op once its hash has used it (`verifyPassword(…, { place })`).
 */
export function keepSharedPlace(): KeptPlace {
  return sharedLane.keepPlace();
}

async function inOwnLane<T>(userId: string, work: () => Promise<T>): Promise<T> {
  let lane = ownLanes.get(userId);
  if (!lane) ownLanes.set(userId, (lane = new Lane(OWN_LANES.perAccount)));
  try {
    return await lane.inTurn(() => ownLanesTogether.inTurn(work));
  } finally {
    if (lane.idle) ownLanes.delete(userId);
    sharedLane.letIn(); // its place again, if no owner's hash runs now
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await sharedLane.inTurn(() => derive(password, salt, COST));
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches `stored`. `knownDeviceOf` is the id of the account whose device
 * cookie the browser showed, validly signed (./devices.ts `trustedDevice`): the hash then runs in
 * that account's own lane; without it, in the shared lane, on `place` if one was kept for it.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  { knownDeviceOf, place }: { knownDeviceOf?: string; place?: KeptPlace } = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const work = () => derive(password, Buffer.from(salt, 'base64'), options);
  const key = await (knownDeviceOf ? inOwnLane(knownDeviceOf, work) : sharedLane.inTurn(work, place));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
