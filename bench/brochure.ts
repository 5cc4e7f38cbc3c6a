/**
 * `npm run bench:brochure [-- --runs 30] [--label "what is measured"]`
 *
 * What a machine's brochure and a category's catalogue cost over HTTP (docs/spec.md §25.6,
 * src/server/brochures), on the local site started on a fresh database without a build, the demo
 * catalogue and 700 synthetic machines (100 a category, with their specifications and the demo
 * pictures) in it:
 * - cold: the first brochure after the site starts (the function's modules, the fonts, sharp);
 * - warm: `--runs` brochures of different machines (p50/p95), and one of a machine whose
 *   description is 100,000 characters (two pages, cut);
 * - a category's catalogue of 100 machines: the first and `--catalogue-runs` more (p50).
 * Each answer's size; the load average before and after. Printed and appended to
 * bench/results/brochure-<date>.json.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../platform/local-env';
import { brochureHref, categoryCatalogueHref } from '../src/lib/brochure';
import type { Product } from '../src/lib/types';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, median, percentile } from './lib/results';
import { availableImageSets, insertSyntheticProducts, syntheticProductId } from './lib/synthetic-catalogue';
import { callApi, withDatabase } from '../tests/support/http';
import { startTestSite } from '../tests/support/test-site';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    'catalogue-runs': { type: 'string', default: '5' },
    label: { type: 'string' },
  },
});

const SYNTHETIC = 700;
const CATEGORY = 'paper-cup-making-machines';

async function timedGet(url: string): Promise<{ ms: number; kilobytes: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - start;
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') throw new Error(`${url} answered ${response.status}`);
  return { ms: round(ms), kilobytes: round(bytes / 1024, 1) };
}

function summary(times: number[]): { p50Ms: number; p95Ms: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: round(median(sorted)), p95Ms: round(percentile(sorted, 95)) };
}

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const catalogueRuns = Number(values['catalogue-runs']);
  console.log('Starting the local site on a fresh embedded database (no build)...');
  const { site, stop } = await startTestSite(0, { buildPages: false });
  try {
    await insertSyntheticProducts(site.databaseUrl, SYNTHETIC, availableImageSets(PROJECT_ROOT));
    const longId = syntheticProductId(0);
    const sentence = 'The machine runs two shifts a day on 170 to 300 gsm board with a single operator. ';
    await withDatabase(site.databaseUrl, (c) =>
      c.query('update products set description = $2 where id = $1', [longId, `<p>${sentence.repeat(Math.floor(99_990 / sentence.length))}</p>`]),
    );
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const withPicture = products.filter((p) => p.productImage.length > 0 && p._id !== longId);
    const at = (p: Product) => new URL(brochureHref(p), site.url).toString();
    const loadBefore = os.loadavg().map((n) => round(n));

    const cold = await timedGet(at(withPicture[0]));
    const warm: number[] = [];
    let kilobytes = 0;
    for (let i = 1; i <= runs; i++) {
      const answer = await timedGet(at(withPicture[i % withPicture.length]));
      warm.push(answer.ms);
      kilobytes = answer.kilobytes;
    }
    const long = await timedGet(at(products.find((p) => p._id === longId)!));

    const inCategory = products.filter((p) => p.category === CATEGORY);
    const catalogueUrl = new URL(categoryCatalogueHref(CATEGORY, inCategory), site.url).toString();
    const firstCatalogue = await timedGet(catalogueUrl);
    const catalogueTimes: number[] = [];
    for (let i = 0; i < catalogueRuns; i++) catalogueTimes.push((await timedGet(catalogueUrl)).ms);

    const entry = {
      label: values.label ?? null,
      at: new Date().toISOString(),
      machine: machine(),
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg().map((n) => round(n)),
      brochure: { coldMs: cold.ms, runs, ...summary(warm), kilobytes },
      longDescription: { ms: long.ms, kilobytes: long.kilobytes },
      catalogue: {
        machines: Math.min(100, inCategory.length),
        inCategory: inCategory.length,
        firstMs: firstCatalogue.ms,
        runs: catalogueRuns,
        ...summary(catalogueTimes),
        kilobytes: firstCatalogue.kilobytes,
      },
    };
    console.log(JSON.stringify(entry, null, 2));
    appendResult('brochure', entry);
  } finally {
    await stop();
  }
}

await main();
