/**
 * India's financial year runs April to March; quotation numbers count afresh in each one, on the
 * business's clock (src/lib/business-time.ts): a quotation made at 00:10 on 1 April in Jamshedpur
 * belongs to the new year even though it is still 31 March in UTC.
 */
import { businessDate, businessTimeZone } from '../business-time';

/** '2026-27' for any instant from 1 April 2026 to 31 March 2027 in the zone. */
export function financialYear(at: Date, zone = businessTimeZone()): string {
  const [year, month] = businessDate(at, zone).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'QT/2026-27/0001' for the first version (0), 'QT/2026-27/0001-R1' for its first revision. */
export function quoteNumber(prefix: string, fy: string, serial: number, version: number): string {
  const base = `${prefix}/${fy}/${String(serial).padStart(4, '0')}`;
  return version > 0 ? `${base}-R${version}` : base;
}
