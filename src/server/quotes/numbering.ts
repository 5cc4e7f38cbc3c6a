/**
 * Quotation numbers (docs/spec.md §22): QUOTE_PREFIX/2026-27/0001 per Indian financial year, with
 * no gaps and no repeats, and -R1, -R2 ... for the revisions of one.
 */
import { financialYear, quoteNumber } from '../../lib/quotes/financial-year';
import { quotePrefix } from '../../lib/quotes/seller';
import { query, type Queryable } from '../db/db';

export interface NewNumber {
  number: string;
  /** The number without a revision: what its revisions share. */
  serialNumber: string;
}

/**
 * Takes the next serial of the current financial year, in the caller's transaction: the upsert
 * makes concurrent saves wait on the counter's row until this one commits, and a rollback gives
 * the serial back, so no number is skipped or used twice.
 */
export async function takeQuoteNumber(client: Queryable, now: Date): Promise<NewNumber> {
  const prefix = quotePrefix(process.env);
  const year = financialYear(now);
  const [{ last_serial: serial }] = await query<{ last_serial: number }>(
    `insert into quote_counters (prefix, financial_year, last_serial) values ($1, $2, 1)
     on conflict (prefix, financial_year) do update set last_serial = quote_counters.last_serial + 1
     returning last_serial`,
    [prefix, year],
    client,
  );
  const number = quoteNumber(prefix, year, serial, 0);
  return { number, serialNumber: number };
}

// QT/2026-27/0001: the prefix (which may hold a slash), the financial year and the serial.
const SERIAL_NUMBER = /^(.+)\/(\d{4}-\d{2})\/(\d+)$/;

/**
 * The number of a revision: the replaced quotation's serial number with `version`, whatever the
 * prefix and the year are now (a revision made in April keeps March's number).
 */
export function revisionNumber(serialNumber: string, version: number): string {
  const [, prefix, year, serial] = SERIAL_NUMBER.exec(serialNumber) ?? [];
  if (!serial) throw new Error(`"${serialNumber}" is not a quotation's serial number.`);
  return quoteNumber(prefix, year, Number(serial), version);
}
