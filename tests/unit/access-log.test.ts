/**
 * How an export's rows are counted for the access log (docs/spec.md §26.6): every batch passed on
 * unchanged, and the count heard once they end, also when the reader stops early or a read fails;
 * and the filters an entry records as the call gave them.
 */
import { describe, expect, it } from 'vitest';
import { askedFilters, countedRows } from '../../src/server/privacy/access-log';

async function* batchesOf(sizes: number[], failAt: number | null = null): AsyncGenerator<number[]> {
  for (const [i, size] of sizes.entries()) {
    if (i === failAt) throw new Error('The database went away.');
    yield Array.from({ length: size }, (_, n) => n);
  }
}

function counting(sizes: number[], failAt: number | null = null) {
  const heard: [number, boolean][] = [];
  const rows = countedRows(batchesOf(sizes, failAt), async (count, complete) => {
    heard.push([count, complete]);
  });
  return { rows, heard };
}

describe('countedRows', () => {
  it('passes every batch on and is told the whole count before the reader hears the end', async () => {
    const { rows, heard } = counting([500, 500, 20]);
    const seen: number[] = [];
    for (;;) {
      const next = await rows.next();
      if (next.done) {
        expect(heard).toEqual([[1020, true]]);
        break;
      }
      seen.push(next.value.length);
      expect(heard).toEqual([]);
    }
    expect(seen).toEqual([500, 500, 20]);
  });

  it('counts no rows as a complete export of none', async () => {
    const { rows, heard } = counting([]);
    expect((await rows.next()).done).toBe(true);
    expect(heard).toEqual([[0, true]]);
  });

  it('is told the rows handed over so far when the reader stops (a download cut short)', async () => {
    const { rows, heard } = counting([500, 500, 20]);
    await rows.next();
    await rows.return(undefined);
    expect(heard).toEqual([[500, false]]);
  });

  it('is told the rows handed over so far when a read fails, and the failure goes on', async () => {
    const { rows, heard } = counting([500, 500, 20], 1);
    await rows.next();
    await expect(rows.next()).rejects.toThrow('The database went away.');
    expect(heard).toEqual([[500, false]]);
  });
});

describe('askedFilters', () => {
  it('keeps the named filters the address gives, as given, and leaves the empty and the unknown out', () => {
    const params = new URLSearchParams({ q: '+91 98765', status: 'New', owner: '', limit: '5', sort: 'value' });
    expect(askedFilters(params, ['q', 'status', 'owner', 'sort', 'from'])).toEqual({ q: '+91 98765', status: 'New', sort: 'value' });
  });
});
