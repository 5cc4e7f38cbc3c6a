/**
 * The Set-Cookie value of the site's own cookies (the session, the device cookie): never readable
 * by script, Secure whenever the visitor came over https.
 */
import { isHttps } from '../http/http';

export interface CookieRule {
  name: string;
  /** The addresses the browser sends it to. */
  path: string;
  sameSite: 'Strict' | 'Lax';
  /** How long the browser keeps it; 0 deletes it. */
  days: number;
}

export function setCookieHeader(request: Request, { name, path, sameSite, days }: CookieRule, value: string): string {
  const attributes = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', `SameSite=${sameSite}`, `Max-Age=${days * 24 * 60 * 60}`];
  if (isHttps(request)) attributes.push('Secure');
  return attributes.join('; ');
}
