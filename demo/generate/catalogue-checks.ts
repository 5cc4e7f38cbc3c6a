/**
 * Checks on the demo catalogue (unique ids and dates, prices, description length, links) before
 * anything is drawn, and of its specifications against a schema (tests/unit/demo-catalogue.test.ts).
 */
import { CATEGORY_VALUES } from '../../src/lib/categories';
import { checkSpecifications, type SpecField } from '../../src/lib/specifications';
import { DEMO_PRODUCTS } from '../catalogue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const YOUTUBE = /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/|www\.youtube\.com\/shorts\/)[\w-]{11}$/;

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Fail loudly on catalogue mistakes rather than seed a broken demo. */
export function checkCatalogue(): void {
  const problems: string[] = [];
  const ids = new Set<string>();
  const dates = new Set<string>();
  for (const p of DEMO_PRODUCTS) {
    const where = `${p.id} (${p.productName})`;
    if (!UUID.test(p.id) || ids.has(p.id)) problems.push(`${where}: id is not a unique UUID`);
    if (Number.isNaN(Date.parse(p.createdAt)) || dates.has(p.createdAt))
      problems.push(`${where}: createdAt is not a unique date`);
    if (p.price !== null && p.sellingPrice !== null && p.sellingPrice > p.price)
      problems.push(`${where}: sellingPrice above price`);
    const words = wordCount(p.description);
    if (words < 150 || words > 400) problems.push(`${where}: description has ${words} words`);
    for (const link of p.videoLinks) {
      if (link.includes('youtu') && !YOUTUBE.test(link)) problems.push(`${where}: malformed YouTube link ${link}`);
    }
    ids.add(p.id);
    dates.add(p.createdAt);
  }
  for (const category of CATEGORY_VALUES) {
    const count = DEMO_PRODUCTS.filter((p) => p.category === category).length;
    if (count < 3) problems.push(`category ${category} has only ${count} products`);
  }
  if (problems.length) throw new Error(`Catalogue problems:\n  ${problems.join('\n  ')}`);
}

/**
 * Machines whose rate is counted in pieces (handles, cuts, strokes), not in their category's key
 * figure's unit (m/min, bags/min): their cards have no key figure rather than an invented one.
 */
const RATE_IN_PIECES = new Set([
  '0b34c654-8691-4e06-a3e8-d478f9cf11df', // handle pairs a minute
  '0027d415-7d0f-491c-8ad3-bc25c3bf4f91', // log cuts a minute
  'eb2fadb3-f110-4973-8772-9754f59c11c8', // core cuts a minute
  'df55f7f5-da49-480b-ad4b-2c2af4a438ca', // punching strokes a minute
  '08efd5b8-7890-446a-8971-d0e05a09b2fc', // sheet cuts a minute
]);

/**
 * What is wrong with the machines' specifications against `fields` (every category's schema): a
 * value its specification refuses, or a key figure missing (or given where the machine counts
 * its rate in pieces).
 */
export function specificationProblems(fields: readonly SpecField[]): string[] {
  const problems: string[] = [];
  for (const p of DEMO_PRODUCTS) {
    const where = `${p.id} (${p.productName})`;
    const own = fields.filter((f) => f.category === p.category);
    const check = checkSpecifications(own, Object.entries(p.specifications).map(([key, value]) => ({ key, value })));
    if (!check.ok) problems.push(`${where}: ${check.message}`);
    const keyField = own.find((f) => f.onCard);
    if (!keyField) problems.push(`${where}: its category has no key figure`);
    else if ((keyField.key in p.specifications) === RATE_IN_PIECES.has(p.id))
      problems.push(`${where}: ${RATE_IN_PIECES.has(p.id) ? 'has' : 'lacks'} its key figure, ${keyField.name}`);
  }
  return problems;
}
