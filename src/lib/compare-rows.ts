/**
 * The rows of a comparison (docs/spec.md §25.5): one per specification any of the machines has,
 * in their categories' order, each cell the machine's value or "—", a row whose cells are not all
 * the same marked as a difference. Read by the compare page (src/server/catalogue/compare-page.ts).
 */
import type { SpecField, Specification } from './specifications';
import { specText } from './specifications';

/** What an empty cell shows: the machine has no value of that specification. */
export const NO_VALUE = '—';

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
