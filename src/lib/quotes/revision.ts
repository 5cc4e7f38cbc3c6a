/**
 * What a revision changed from the quotation it replaces (docs/spec.md §22.3), in words printed
 * under "Revision of …": lines added and removed, a line's quantity, price, discount or GST rate,
 * the place of supply, the validity and the total. Worked out when read from the two quotations,
 * which never change once made.
 */
import { printedPercent, printedQuantity, printedRupees } from './printed';
import type { QuoteLine } from './types';

export interface RevisedVersion {
  lines: QuoteLine[];
  totalPaise: number;
  validDays: number;
  placeOfSupply: string;
}

type Line = Pick<QuoteLine, 'productId' | 'description' | 'quantity' | 'unit' | 'unitPricePaise' | 'discountPercent' | 'gstRate' | 'scope'>;

/** Lines are the same line when they are for the same machine, or (free lines) say the same. */
const sameLine = (a: Line, b: Line) =>
  a.productId || b.productId ? a.productId === b.productId : a.description.trim().toLowerCase() === b.description.trim().toLowerCase();

function lineChanges(before: Line, after: Line): string[] {
  const said: string[] = [];
  if (before.quantity !== after.quantity || before.unit !== after.unit) {
    said.push(`quantity ${printedQuantity(before.quantity)} ${before.unit} → ${printedQuantity(after.quantity)} ${after.unit}`);
  }
  if (before.unitPricePaise !== after.unitPricePaise) said.push(`rate ${printedRupees(before.unitPricePaise)} → ${printedRupees(after.unitPricePaise)}`);
  if (before.discountPercent !== after.discountPercent) {
    said.push(`discount ${printedPercent(before.discountPercent)} → ${printedPercent(after.discountPercent)}`);
  }
  if (before.gstRate !== after.gstRate) said.push(`GST ${printedPercent(before.gstRate)} → ${printedPercent(after.gstRate)}`);
  if ((before.scope ?? null) !== (after.scope ?? null)) said.push('scope of supply changed');
  return said.length ? [`${after.description}: ${said.join(', ')}`] : [];
}

/** Each change in a sentence, in the order the document reads: lines, then the place of supply, the validity and the total. */
export function revisionChanges(before: RevisedVersion, after: RevisedVersion): string[] {
  const unmatched = [...before.lines];
  const changes: string[] = [];
  for (const line of after.lines) {
    const index = unmatched.findIndex((old) => sameLine(old, line));
    if (index < 0) {
      changes.push(`Line added: ${line.description}`);
      continue;
    }
    const [old] = unmatched.splice(index, 1);
    if (old.description !== line.description) changes.push(`${old.description} now reads: ${line.description}`);
    changes.push(...lineChanges(old, line));
  }
  changes.push(...unmatched.map((old) => `Line removed: ${old.description}`));
  if (before.placeOfSupply !== after.placeOfSupply) changes.push(`Place of supply ${before.placeOfSupply} → ${after.placeOfSupply}`);
  if (before.validDays !== after.validDays) changes.push(`Validity ${before.validDays} → ${after.validDays} days`);
  if (before.totalPaise !== after.totalPaise) changes.push(`Total ${printedRupees(before.totalPaise)} → ${printedRupees(after.totalPaise)}`);
  return changes;
}
