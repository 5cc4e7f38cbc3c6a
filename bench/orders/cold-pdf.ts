/**
 * `tsx bench/orders/cold-pdf.ts <proformaId>` (DATABASE_URL set): in a fresh process, as a cold
 * function meets them, the import of the proforma invoice's modules, the read of the proforma and
 * its quotation, and its first PDF (fonts read and parsed). Printed as one line of JSON for
 * bench/orders.ts, which runs it three times.
 */
const ms = (from: number) => Math.round((performance.now() - from) * 100) / 100;

const start = performance.now();
const { proformaById } = await import('../../src/server/orders/proformas');
const { proformaPdf, proformaQuote } = await import('../../src/server/orders/proforma-document');
const { closePool } = await import('../../src/server/db/db');
const importMs = ms(start);
const read = performance.now();
const proforma = await proformaById(process.argv[2]);
if (!proforma) throw new Error(`No proforma invoice has the id ${process.argv[2]}.`);
const quote = await proformaQuote(proforma);
const readMs = ms(read);
const first = performance.now();
const pdf = await proformaPdf(proforma, quote);
console.log(JSON.stringify({ importMs, readMs, firstPdfMs: ms(first), kilobytes: Math.round(pdf.length / 102.4) / 10 }));
await closePool();

// A module (its imports are dynamic, to be timed): top-level await needs one.
export {};
