/**
 * Users: the table `users` and its mapping to the API's User (SPEC §3), sign-up, the credential
 * check of sign-in, and the admin's list (whole, or a page at a time: ../http/paging.ts); a user's
 * change by the admin is ./user-update.ts.
 */
import type { Role, User } from '../../lib/types';
import type { SigninInput, SignupInput } from '../../lib/validation/accounts';
import { query, type Queryable } from '../db/db';
import { deviceAccount, trustedDevice } from './devices';
import { HttpError } from '../http/http';
import {
  containsPattern,
  COUNT_LIMIT,
  countSelect,
  parameters,
  readCountedRows,
  timeAndIdKey,
  timeOrderedSelect,
  type CountStatement,
  type Param,
  type Statement,
  type TimeAndId,
  type TimeOrder,
} from '../db/paging';
import { timeOrderedPage, type ListOrder, type Page, type PageRequest } from '../http/paging';
import { checkImage, decodeImageDataUrl, storeImage, type StoreOptions } from '../images/images';
import { hashPassword, keepSharedPlace, verifyPassword, type KeptPlace } from './passwords';
import { addressBucket, givePlaceBack, LIMITS, takePlace } from '../http/rate-limit';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  profile_pic: string | null;
  created_at: Date;
  takes_new_leads: boolean;
  mobile: string | null;
}

/** The columns a User is made of; the password hash is deliberately not among them. */
export const USER_COLUMNS = 'id, name, email, role, profile_pic, created_at, takes_new_leads, mobile';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    profilePic: row.profile_pic,
    createdAt: row.created_at.toISOString(),
    takesNewLeads: row.takes_new_leads,
    mobile: row.mobile,
  };
}

export async function findUserByEmail(email: string, db?: Queryable): Promise<User | null> {
  const rows = await query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email], db);
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * Makes sure an ADMIN account with this email exists. An existing account is promoted, and its
 * password left alone, so restarting the server never resets a password changed since.
 */
export async function ensureAdmin(input: { email: string; password: string; name: string }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const rows = await query<UserRow>(
    `insert into users (name, email, password_hash, role) values ($1, $2, $3, 'ADMIN')
     on conflict (lower(email)) do update set role = 'ADMIN', updated_at = now()
     returning ${USER_COLUMNS}`,
    [input.name, input.email, passwordHash],
  );
  return toUser(rows[0]);
}

export const USER_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  unknownUser: 'No user has this userId.',
  lastAdmin: 'This is the last ADMIN account; make another user an ADMIN first.',
  notOnDesk: 'Only ADMIN and SALES users can take new leads.',
} as const;

/** A profile photo as it came: the JSON call's data URL, or a form's file. */
export interface SignupPhoto {
  bytes: Uint8Array;
  /** How the photo is named in a refusal: the JSON field, or the form's label. */
  field: string;
}

/** The photo of a JSON sign-up (SPEC §7: profilePic, a data URL the browser compressed), if any. */
export function photoOfDataUrl(profilePic: string | null | undefined): SignupPhoto | null {
  return profilePic ? { bytes: decodeImageDataUrl(profilePic, 'profilePic'), field: 'profilePic' } : null;
}

/**
 * Creates a GENERAL account, with the version of the privacy notice the sign-up form showed and
 * when it was accepted (docs/spec.md §26.2). The profile photo is checked (type, size) before
 * anything is written, so a bad photo leaves no trace; attempts that pass that check count towards
 * the per-address sign-up limit.
 */
export async function registerUser(
  input: Omit<SignupInput, 'profilePic'>,
  photo: SignupPhoto | null,
  context: { ip: string } & Pick<StoreOptions, 'origin' | 'https'>,
): Promise<User> {
  if (photo) await checkImage(photo.bytes, 'profile', photo.field);
  await takePlace([addressBucket('signup:ip', context.ip)], LIMITS.signups);
  if (await findUserByEmail(input.email)) throw new HttpError(409, USER_MESSAGES.emailTaken);

  const passwordHash = await hashPassword(input.password);
  const profilePic = photo ? (await storeImage(photo.bytes, 'profile', { ...context, field: photo.field })).secure_url : null;
  // The unique index decides a race between two sign-ups with the same address.
  const rows = await query<UserRow>(
    `insert into users (name, email, password_hash, profile_pic, notice_version, notice_accepted_at) values ($1, $2, $3, $4, $5, now())
     on conflict (lower(email)) do nothing
     returning ${USER_COLUMNS}`,
    [input.name, input.email, passwordHash, profilePic, input.noticeVersion],
  );
  if (!rows[0]) throw new HttpError(409, USER_MESSAGES.emailTaken);
  return toUser(rows[0]);
}

/**
 * A hash of a random password at the cost hashPassword uses: unknown emails are verified against
 * it so they take as long as wrong passwords and timing does not tell which emails have accounts.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$131072$8$1$ZeN6+vr7TPEw50405nbq9g==$/bHSrO3xjnXQRrHgC7hCIqxNk2OWGr/PhHilU3wuvGQ=';

/**
 * The user these credentials belong to. Unknown email and wrong password fail alike (401). Failures
 * are counted per address, and per account unless the browser shows a device cookie of this account
 * (./devices.ts): then against that device alone, so failures made elsewhere, which fill the
 * account's bucket, lock out only browsers the account never signed in from. After
 * LIMITS.signinFailures in any bucket, further tries are refused (429) until the window has passed.
 * Such a browser's password is also hashed in the account's own lane (./passwords.ts), so a flood
 * that fills the shared one does not turn the owner away (503). While the shared lane is full, a try
 * with no valid device cookie (of any account) is refused (503) before it costs the database anything.
 */
export async function verifyCredentials(input: SigninInput, client: { ip: string; request: Request }): Promise<User> {
  const lanePlace = deviceAccount(client.request) ? undefined : keepSharedPlace();
  try {
    return await checkPassword(input, client, lanePlace);
  } finally {
    lanePlace?.giveBack();
  }
}

async function checkPassword(
  input: SigninInput,
  client: { ip: string; request: Request },
  lanePlace?: KeptPlace,
): Promise<User> {
  const rows = await query<UserRow & { password_hash: string }>(
    `select ${USER_COLUMNS}, password_hash from users where lower(email) = lower($1)`,
    [input.email],
  );
  const device = rows[0] ? trustedDevice(client.request, rows[0].id) : null;
  const buckets = [
    device ? `signin-fail:device:${device}` : `signin-fail:email:${input.email.toLowerCase()}`,
    addressBucket('signin-fail:ip', client.ip),
  ];
  // The try counts as a failure from the start, so concurrent tries cannot all pass the check;
  // a right password gives its place back.
  const places = await takePlace(buckets, LIMITS.signinFailures);
  let valid: boolean;
  try {
    valid = await verifyPassword(input.password, rows[0]?.password_hash ?? DUMMY_PASSWORD_HASH, {
      knownDeviceOf: device ? rows[0].id : undefined,
      place: lanePlace,
    });
  } catch (error) {
    await givePlaceBack(places); // the password was never checked (the server was busy): no try
    throw error;
  }
  if (!rows[0] || !valid) throw new HttpError(401, USER_MESSAGES.invalidCredentials);
  await givePlaceBack(places);
  return toUser(rows[0]);
}

/** The admin's list of users: newest first, of equal times the greater id first. */
const USERS_NEWEST_FIRST: TimeOrder = { time: 'created_at', id: 'id', direction: 'desc' };
export const USERS_NEWEST: ListOrder<TimeAndId> = { name: 'users/newest', key: timeAndIdKey };

/** The users whose name or email contains `q` ('' for all), as SQL conditions on `users`. */
function userConditions(q: string, param: Param): string[] {
  if (!q) return [];
  const pattern = param(containsPattern(q));
  return [`(name ilike ${pattern} or email ilike ${pattern})`];
}

/**
 * The statement of the users of `q` after the one whose sort key is `after`, at most `limit` of
 * them (null: all), each with its sort key as `sort_key` (bench/lists.ts shows its plan).
 */
export function usersQuery(q: string, after: TimeAndId | null, limit: number | null): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const where = userConditions(q, param);
  return { text: timeOrderedSelect({ columns: USER_COLUMNS, from: 'users', where, order: USERS_NEWEST_FIRST }, after, limit, param), values };
}

/** The statement that counts the users of `q`, up to COUNT_LIMIT with a search text (bench/lists.ts shows its plan). */
export function userCountQuery(q: string): CountStatement {
  const values: unknown[] = [];
  return countSelect('users', userConditions(q, parameters(values)), values, q ? COUNT_LIMIT : null);
}

type SortedUserRow = UserRow & { sort_key: TimeAndId };

/** Every user whose name or email contains `q` ('' for all), newest first (the SPEC's unpaged call). */
export async function listUsers(q = ''): Promise<User[]> {
  const { text, values } = usersQuery(q, null, null);
  return (await query<SortedUserRow>(text, values)).map(toUser);
}

/** One page of those users, with the count of them all. */
export async function userPage(q: string, request: PageRequest<TimeAndId>): Promise<Page<User>> {
  const statements = { page: usersQuery(q, request.after, request.limit + 1), count: userCountQuery(q) };
  return timeOrderedPage(await readCountedRows<SortedUserRow>(statements), request, USERS_NEWEST, toUser);
}
