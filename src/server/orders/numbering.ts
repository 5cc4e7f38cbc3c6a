/**
 * Order, proforma and receipt numbers (docs/spec.md §24.1): PREFIX/2026-27/0001 per Indian
 * financial year, without gaps and never twice, under concurrent calls too; taken as the
 * quotations' are (../quotes/numbering.ts).
 */
import { financialYear, quoteNumber } from '../../lib/quotes/financial-year';
import { query, type Queryable } from '../db/db';

export type DocumentKind = 'order' | 'proforma' | 'receipt';

/** Each kind's setting and the prefix it takes when the setting is not given. */
const PREFIXES: Record<DocumentKind, { setting: string; fallback: string }> = {
  order: { setting: 'ORDER_PREFIX', fallback: 'SO' },
  proforma: { setting: 'PROFORMA_PREFIX', fallback: 'PI' },
  receipt: { setting: 'RECEIPT_PREFIX', fallback: 'RCPT' },
};

/** What a kind's numbers begin with: 'SO' → 'SO/2026-27/0001'. */
export function documentPrefix(kind: DocumentKind, env: Record<string, string | undefined>): string {
  const { setting, fallback } = PREFIXES[kind];
  const prefix = env[setting]?.trim() || fallback;
  // A slash would blur the parts of the number; the number also names the PDF file.
  if (!/^[A-Za-z0-9-]{1,12}$/.test(prefix)) throw new Error(`${setting} "${prefix}" must be 1 to 12 letters, digits or hyphens.`);
  return prefix;
}

/**
 * Takes the next number of `kind` in the current financial year, in the caller's transaction: the
 * upsert makes concurrent calls wait on the counter's row until this one commits, and a rollback
 * gives the serial back, so no number is skipped or used twice.
 */
export async function takeDocumentNumber(client: Queryable, kind: DocumentKind, now: Date): Promise<string> {
  const prefix = documentPrefix(kind, process.env);
  const year = financialYear(now);
  const [{ last_serial: serial }] = await query<{ last_serial: number }>(
    `insert into document_counters as c (kind, prefix, financial_year, last_serial) values ($1, $2, $3, 1)
     on conflict (kind, prefix, financial_year) do update set last_serial = c.last_serial + 1
     returning last_serial`,
    [kind, prefix, year],
    client,
  );
  return quoteNumber(prefix, year, serial, 0);
}
