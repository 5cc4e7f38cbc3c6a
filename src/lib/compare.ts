/**
 * Machines side by side (docs/spec.md §25.5): how many a comparison holds, how the ids of its
 * address are read, and its rows: one per specification any of the machines has, in their
 * categories' order, each cell the machine's value or "—", a row whose cells are not all the same
 * marked as a difference. Shared by the compare page (a function), the cards' toggles and the
 * product page's link (the browser), so both count machines the same way.
 */
import type { SpecField, Specification } from './specifications';
import { specText } from './specifications';

/** The most machines a comparison holds, and the fewest it compares. */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** What an empty cell shows: the machine has no value of that specification. */
export const NO_VALUE = '—';

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

/** A machine as a comparison needs it. */
export interface ComparedMachine {
  category: string;
  specifications: readonly Specification[];
}

/** One row of specifications: its label, each machine's value as shown ("—" for none), and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
  differs: boolean;
}

/**
 * The rows of a comparison: one per specification at least one machine has, in the order of the
 * schemas of the machines' categories (the first machine's category first). A specification of
 * another category with the same key and unit shares its row ("Power", kW); one whose unit differs
 * has its own ("Output" in cups/min and in plates/min), its unit then in its label. With one
 * machine nothing differs.
 */
export function compareRows(machines: readonly ComparedMachine[], fields: readonly SpecField[]): CompareRow[] {
  const categories = [...new Set(machines.map((m) => m.category))];
  const rowId = (spec: { key: string; unit: string | null }) => `${spec.key}\u0000${spec.unit ?? ''}`;
  const held = new Set(machines.flatMap((m) => m.specifications.map(rowId)));
  const ordered = categories
    .flatMap((category) => fields.filter((f) => f.category === category).sort((a, b) => a.position - b.position))
    .filter((field) => held.has(rowId(field)));
  const rows = new Map<string, { key: string; name: string; unit: string | null }>();
  for (const field of ordered) if (!rows.has(rowId(field))) rows.set(rowId(field), field);
  // A value whose specification the schemas no longer order (read meanwhile) still gets its row, last.
  for (const spec of machines.flatMap((m) => m.specifications)) if (!rows.has(rowId(spec))) rows.set(rowId(spec), spec);
  const names = [...rows.values()].map((row) => row.name.toLowerCase());
  return [...rows.entries()].map(([id, row]) => {
    const cells = machines.map((m) => {
      const spec = m.specifications.find((s) => rowId(s) === id);
      return spec ? specText(spec) : NO_VALUE;
    });
    const sharedName = names.filter((name) => name === row.name.toLowerCase()).length > 1;
    return {
      key: row.key,
      label: sharedName && row.unit ? `${row.name} (${row.unit})` : row.name,
      cells,
      differs: machines.length > 1 && cells.some((cell) => cell !== cells[0]),
    };
  });
}
