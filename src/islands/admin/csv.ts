/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, a quote or a line break,
 * rows ended by CRLF. A cell that a spreadsheet would run as a formula (it starts with = + - @,
 * a tab or a carriage return) gets a leading single quote, so an enquiry typed as
 * "=HYPERLINK(...)" stays text when the file is opened.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (names in Hindi, ₹). */
export function csvBlob(rows: Parameters<typeof toCsv>[0]): Blob {
  return new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
