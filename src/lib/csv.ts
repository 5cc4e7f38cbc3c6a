/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, a quote or a line break,
 * rows ended by CRLF. A cell that a spreadsheet would run as a formula (it starts with = + - @,
 * a tab or a carriage return) gets a leading single quote, so an enquiry typed as
 * "=HYPERLINK(...)" stays text when the file is opened. Written once for the admin's browser and
 * the export function.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (names in Hindi, ₹). */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A CSV file as a stream: the byte-order mark and the header, then one chunk per batch of rows,
 * each read only as the client takes the one before, so memory stays flat however many rows there
 * are. The first batch is read before the stream is made, so a source that fails (a database down)
 * fails the call rather than cutting a file short.
 */
export async function csvStream<Row>(header: readonly string[], batches: AsyncGenerator<Row[]>, cells: (row: Row) => CsvValue[]): Promise<ReadableStream<Uint8Array>> {
  const first = await batches.next();
  const encoder = new TextEncoder();
  const csv = (rows: Row[]) => encoder.encode(toCsv(rows.map(cells)));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + toCsv([header])));
      if (first.done) controller.close();
      else controller.enqueue(csv(first.value));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(csv(next.value));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
