/** Checks on the demo catalogue (unique ids and dates, prices, description length, links) before anything is drawn. */
import { CATEGORY_VALUES } from '../../src/lib/categories';
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
