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
