/**
 * The token of a buyer's link (docs/spec.md §22.6): a quotation's, an order's and its documents',
 * the page of the buyer's own data (§26.3). 32 random bytes in base64url (43 characters), the
 * link's only key, so no one can reach another buyer's by changing a letter or counting up. A text
 * not of that form names nothing and is turned away before any query.
 */
import { randomBytes } from 'node:crypto';

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

const LINK_TOKEN = /^[A-Za-z0-9_-]{22,100}$/;

export const isLinkToken = (token: string): boolean => LINK_TOKEN.test(token);
