/**
 * `npm run bench:quote-pdf [-- --runs 20] [--label "what is measured"]`
 *
 * What a quotation's PDF costs the function that makes it (src/server/quotes/quote-pdf.ts):
 * - a cold start: a fresh Node process importing the module and making its first PDF (fonts read
 *   and parsed), three processes, the median;
 * - warm: `--runs` PDFs each of a quotation of 1, 10 and 100 lines (p50/p95), their sizes, and the
 *   heap after them;
 * - what the function carries for it: pdfkit and every package it pulls in, and the two fonts.
 * Results are printed and appended to bench/results/quote-pdf-<date>.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../platform/local-env';
import { closePool } from '../src/server/db/db';
import { applyMigrations } from '../src/server/db/migrations';
import { computeQuote, itemInRupees, taxSplit, totalsInRupees } from '../src/lib/quotes/gst';
import { quoteSettings } from '../src/lib/quotes/seller';
import type { Quote, QuoteLineInput } from '../src/lib/quotes/types';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, median, percentile } from './lib/results';
import { openEmbeddedDatabase } from '../tests/support/fresh-database';
import { makeTestDataDir } from '../tests/support/test-site';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    label: { type: 'string' },
    'cold-child': { type: 'boolean', default: false },
  },
});

/** A quotation of `lines` machines to a buyer in another state, as the API gives it. */
function sampleQuote(lines: number): Quote {
  const seller = quoteSettings(process.env).seller;
  const split = taxSplit('Maharashtra', seller.state);
  const items: QuoteLineInput[] = Array.from({ length: lines }, (_, i) => ({
    description: `Fully automatic paper cup making machine, model PC-${100 + i}, with printing and collection unit`,
    hsn: '8441', quantity: 1 + (i % 3), unit: 'Nos', unitPrice: 450000 + i * 1250.5, discountPercent: i % 4 ? 0 : 5, gstRate: 18,
  }));
  const computed = computeQuote(items, split);
  return {
    _id: 'bench', enquiryId: 'bench', number: 'QT/2026-27/0001', version: 0, status: 'sent',
    url: 'https://example.com/quote/t', pdfUrl: 'https://example.com/quote/t/pdf',
    createdAt: new Date().toISOString(), validUntil: '2026-12-09', validDays: 15, advancePercent: 30, taxSplit: split,
    buyer: { name: 'Shinde Traders', phone: '9876543210', address: 'Bhiwandi, Thane', state: 'Maharashtra', gstin: null, email: null },
    shipTo: null, placeOfSupply: 'Maharashtra', salesPerson: { name: 'Ravi Kumar', mobile: '9876501234' }, revisionOf: null, revisionNote: null,
    seller, items: computed.lines.map(itemInRupees), totals: totalsInRupees(computed.totals),
    terms: quoteSettings(process.env).terms,
    sentAt: null, firstViewedAt: null, acceptedAt: null, changesRequestedAt: null, refreshRequestedAt: null, replacedBy: null,
  };
}

const ms = (from: number) => round(performance.now() - from);

/** In a fresh process: the module's import and the first PDF, as a cold function meets them. */
async function coldChild(): Promise<void> {
  const start = performance.now();
  const { quotePdf } = await import('../src/server/quotes/quote-pdf');
  const imported = ms(start);
  const first = performance.now();
  await quotePdf(sampleQuote(1));
  console.log(JSON.stringify({ importMs: imported, firstPdfMs: ms(first) }));
  await closePool();
}

function coldStarts(): { importMs: number; firstPdfMs: number } {
  const runs = [1, 2, 3].map(() => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'quote-pdf.ts'), '--cold-child'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as { importMs: number; firstPdfMs: number };
  });
  return { importMs: median(runs.map((r) => r.importMs)), firstPdfMs: median(runs.map((r) => r.firstPdfMs)) };
}

/** The size on disk of a package and, once each, every package it depends on. */
function packageFootprint(name: string): { packages: number; megabytes: number } {
  const seen = new Set<string>();
  const sizeOf = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? sum : sum + sizeOf(full);
      return sum + fs.statSync(full).size;
    }, 0);
  let bytes = 0;
  /** The folder Node would load `pkg` from, looking up from `from` as require does. */
  const folderOf = (pkg: string, from: string): string | null => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', pkg);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (dir === path.dirname(dir)) return null;
    }
  };
  const visit = (pkg: string, from: string) => {
    const dir = folderOf(pkg, from);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    bytes += sizeOf(dir);
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(dependencies)) visit(dependency, dir);
  };
  visit(name, PROJECT_ROOT);
  return { packages: seen.size, megabytes: round(bytes / 1024 ** 2, 2) };
}

/**
 * A PDF reads the signature setting from the database, as the function does: an embedded one of
 * the bench's own, migrated, which the cold processes reach by the DATABASE_URL they inherit. A UPI
 * id, so the PDF draws the advance's QR code too.
 */
async function benchDatabase(): Promise<() => Promise<void>> {
  process.env.UPI_ID ??= 'steelcity@sbi';
  const dir = makeTestDataDir();
  const database = await openEmbeddedDatabase(dir);
  await applyMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  return async () => {
    await closePool();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function main(): Promise<void> {
  if (values['cold-child']) return coldChild();
  const closeDatabase = await benchDatabase();
  const runs = Number(values.runs);
  const cold = coldStarts();
  const { quotePdf } = await import('../src/server/quotes/quote-pdf');
  const warm = [];
  for (const lines of [1, 10, 100]) {
    const quote = sampleQuote(lines);
    await quotePdf(quote);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      bytes = (await quotePdf(quote)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    warm.push({ lines, p50Ms: round(median(times)), p95Ms: round(percentile(times, 95)), kilobytes: round(bytes / 1024, 1) });
  }
  global.gc?.();
  const fontsMb = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']
    .map((file) => fs.statSync(path.join(PROJECT_ROOT, 'node_modules/dejavu-fonts-ttf/ttf', file)).size)
    .reduce((a, b) => a + b, 0);
  const entry = {
    label: values.label ?? null,
    at: new Date().toISOString(),
    machine: machine(),
    cold,
    warm,
    heapMbAfter: round(process.memoryUsage().heapUsed / 1024 ** 2, 1),
    footprint: { pdfkit: packageFootprint('pdfkit'), fontsMb: round(fontsMb / 1024 ** 2, 2) },
  };
  console.log(JSON.stringify(entry, null, 2));
  appendResult('quote-pdf', entry);
  await closeDatabase();
}

await main();
