/**
 * Device cookies (OWASP's pattern against lock-out): a successful sign-in leaves in that browser an
 * httpOnly cookie naming the account and a random nonce, signed with DEVICE_COOKIE_SECRET. A browser
 * that shows a valid one for the account it signs in to has a failure budget of its own, so failures
 * made elsewhere (which fill the account's bucket) never lock the owner out of a browser they used
 * before. Nothing in the cookie is secret: the user id and nonce are meaningless without the key.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { setCookieHeader } from './cookies';
import { cookieValue } from '../http/http';

export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_DAYS = 365;
const MIN_SECRET_LENGTH = 32;

let warned = false;

/** The signing key, or null (then no device is trusted and none is marked: sign-in still works). */
function secret(): string | null {
  const value = process.env.DEVICE_COOKIE_SECRET ?? '';
  if (value.length >= MIN_SECRET_LENGTH) return value;
  if (!warned) {
    warned = true;
    console.error(`[devices] DEVICE_COOKIE_SECRET is unset or shorter than ${MIN_SECRET_LENGTH} characters: device cookies are off.`);
  }
  return null;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(`device:${payload}`).digest('base64url');

/** A new device cookie value for this user, or null without a key. */
export function newDeviceToken(userId: string): string | null {
  const key = secret();
  if (!key) return null;
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(key, payload)}`;
}

/**
 * The nonce of this request's device cookie when it is validly signed for this user, else null:
 * a forged, altered or other account's cookie counts as no cookie at all.
 */
export function trustedDevice(request: Request, userId: string): string | null {
  const key = secret();
  const value = cookieValue(request, DEVICE_COOKIE);
  if (!key || !value) return null;
  const [id, nonce, mac, ...rest] = value.split('.');
  if (rest.length || id !== userId || !nonce || !mac) return null;
  const expected = Buffer.from(sign(key, `${id}.${nonce}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** The account this request's device cookie names when it is validly signed, else null. */
export function deviceAccount(request: Request): string | null {
  const id = cookieValue(request, DEVICE_COOKIE)?.split('.')[0];
  return id && trustedDevice(request, id) ? id : null;
}

export function deviceCookie(request: Request, token: string): string {
  return setCookieHeader(request, { name: DEVICE_COOKIE, path: '/api/signin', sameSite: 'Strict', days: DEVICE_COOKIE_DAYS }, token);
}
