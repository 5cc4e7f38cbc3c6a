import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURSOR_MESSAGE, decodeCursor, encodeCursor, LIMIT_MESSAGE, pageRequest, type ListOrder } from '../../src/server/http/paging';
import { phoneDigits } from '../../src/server/enquiries/lead-list';

const key = z.tuple([z.string(), z.number()]);
const newest: ListOrder<[string, number]> = { name: 'things/newest', key };
const oldest: ListOrder<[string, number]> = { name: 'things/oldest', key };

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
  return null;
};

describe('list cursors', () => {
  it('carry the last row’s sort key back to the same list and order', () => {
    const cursor = encodeCursor(newest, ['2026-11-24T04:30:20.123456Z', 7]);
    expect(cursor).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(decodeCursor(newest, cursor)).toEqual(['2026-11-24T04:30:20.123456Z', 7]);
  });

  it('are refused (400) in another order, or changed, or malformed', () => {
    const cursor = encodeCursor(newest, ['a', 1]);
    const [payload, mac] = cursor.split('.');
    const resigned = (content: unknown) => `${Buffer.from(JSON.stringify(content)).toString('base64url')}.${mac}`;
    for (const other of [
      cursor.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      resigned({ order: 'things/newest', after: ['b', 1] }),
      payload,
      `${cursor}.x`,
      '',
      '..',
    ]) {
      expect(refusal(() => decodeCursor(newest, other))).toEqual({ status: 400, message: CURSOR_MESSAGE });
    }
    expect(refusal(() => decodeCursor(oldest, cursor))).toEqual({ status: 400, message: CURSOR_MESSAGE });
  });

  it('are refused when signed but not of the order’s form', () => {
    // A key of the wrong form can only come from another list: the order's schema judges it.
    const strict: ListOrder<[string, number]> = { name: 'things/newest', key: z.tuple([z.string().min(2), z.number()]) };
    expect(refusal(() => decodeCursor(strict, encodeCursor(newest, ['a', 1])))).toEqual({ status: 400, message: CURSOR_MESSAGE });
  });
});

describe('a list call’s page', () => {
  const request = (query: string) => pageRequest(new URLSearchParams(query), newest);

  it('is the whole list without limit or cursor, else limit rows after the cursor', () => {
    expect(request('')).toBeNull();
    expect(request('limit=1')).toEqual({ limit: 1, after: null });
    expect(request(`limit=100&cursor=${encodeCursor(newest, ['a', 1])}`)).toEqual({ limit: 100, after: ['a', 1] });
  });

  it.each(['limit=0', 'limit=101', 'limit=-1', 'limit=1.5', 'limit=', 'limit=1e2', 'limit=abc', `cursor=${encodeCursor(newest, ['a', 1])}`])(
    'refuses %s with the limit’s message',
    (query) => {
      expect(refusal(() => request(query))).toEqual({ status: 400, message: LIMIT_MESSAGE });
    },
  );
});

describe('searching phones as people type them', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765', '98765'],
    ['43210', '43210'],
  ])('looks for %j as the digits %j', (q, digits) => {
    expect(phoneDigits(q)).toBe(digits);
  });

  it('takes text that is not a phone as text', () => {
    expect(phoneDigits('Asha')).toBeNull();
    expect(phoneDigits('Plot 4')).toBeNull();
    expect(phoneDigits('+ -')).toBeNull();
  });
});
