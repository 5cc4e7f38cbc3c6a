/**
 * Machines side by side (docs/spec.md §25.5): how many a comparison holds, what it tells the
 * visitor, and how the ids of its address are read. Shared by the compare page (a function), the
 * cards' toggles and the product page's link (the browser), so both count machines the same way;
 * it imports nothing, so the product page's small script stays small. The rows: ./compare-rows.ts.
 */

/** The most machines a comparison holds, and the fewest it compares. */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

export const COMPARE_MESSAGES = {
  full: `You can compare up to ${COMPARE_MAX} machines. Remove one to add another.`,
  tooMany: `You can compare up to ${COMPARE_MAX} machines at a time.`,
  addAnother: 'Add another machine to compare it with this one.',
  none: 'Pick two to four machines to compare: use "Compare" on a machine’s card or its page.',
  notFound: (n: number) =>
    n === 1 ? 'One machine in this link could not be found: it may have been removed.' : `${n} machines in this link could not be found: they may have been removed.`,
  noneFound: 'None of the machines in this link could be found: they may have been removed.',
} as const;

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can name a machine (a product's id is a UUID). */
export const isMachineId = (text: string) => ID_PATTERN.test(text);

/**
 * The ids of a compare address's `ids` (comma-separated; repeated `ids` parameters join): in
 * order, each once, in small letters; `malformed` those that cannot name a machine.
 */
export function readCompareIds(values: readonly string[]): { ids: string[]; malformed: string[] } {
  const ids: string[] = [];
  const malformed: string[] = [];
  for (const part of values.flatMap((value) => value.split(','))) {
    const text = part.trim().toLowerCase();
    if (!text) continue;
    const list = isMachineId(text) ? ids : malformed;
    if (!list.includes(text)) list.push(text);
  }
  return { ids, malformed };
}
