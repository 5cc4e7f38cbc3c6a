/** Walking a paged list call (src/server/http/paging.ts) over HTTP, and what every walk must give. */
import { expect } from 'vitest';

export interface Paged<T> {
  message?: string;
  data?: T[];
  nextCursor?: string | null;
  total?: number;
}

/** One call of a list with these query parameters. */
export type ListCall<T> = (query: Record<string, string>) => Promise<{ status: number; body: Paged<T> }>;

/** Walks every page of a list, with `between` run before each next page; the pages. */
export async function walkPages<T>(call: ListCall<T>, query: Record<string, string>, between: () => Promise<unknown> = async () => undefined) {
  const pages: Paged<T>[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await call({ ...query, ...(cursor ? { cursor } : {}) });
    expect(status, body.message).toBe(200);
    pages.push(body);
    cursor = body.nextCursor ?? null;
    if (cursor) await between();
  } while (cursor);
  return pages;
}

/**
 * The pages of a walk of `limit` hold exactly `expected` (the unpaged answer's ids, in its order):
 * each row once, every page full but the last, the first counting them all, the last saying so.
 */
export function expectSameList<T extends { _id: string }>(pages: Paged<T>[], expected: string[], limit: number) {
  expect(pages.flatMap((page) => page.data!.map((row) => row._id))).toEqual(expected);
  expect(pages).toHaveLength(Math.max(1, Math.ceil(expected.length / limit)));
  for (const page of pages.slice(0, -1)) expect(page.data).toHaveLength(limit);
  // Rows that arrive during the walk are counted by the pages after (they match too), never shown.
  expect(pages[0].total).toBe(expected.length);
  expect(pages.at(-1)!.nextCursor).toBeNull();
}
