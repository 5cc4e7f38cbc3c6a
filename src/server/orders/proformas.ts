/**
 * Proforma invoices (docs/spec.md §24.2): what the desk asks the buyer to pay on an order (an
 * advance as a share of the total or an amount, or the whole balance), numbered without gaps in
 * their own transaction, never changed once made, and read by the desk, the buyer's link and the
 * mail. The document is the order's quotation printed as a proforma (../quotes/quote-document.ts).
 */
import type { OrderStatus, Proforma } from '../../lib/orders/types';
import { formatRupees } from '../../lib/price';
import { toRupees } from '../../lib/quotes/gst';
import { absoluteUrl, proformaPath, proformaPdfPath } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { shareOfTotal, type ProformaInput } from '../../lib/validation/proformas';
import { isUuid, query, withTransaction, type Queryable } from '../db/db';
import { isLinkToken, newLinkToken } from '../http/link-token';
import { HttpError } from '../http/http';
import { takeDocumentNumber } from './numbering';
import { recordOrderEvent } from './orders';

/** An order past these takes no proforma invoice: nothing is to be asked of its buyer any more. */
const NO_PROFORMA: readonly OrderStatus[] = ['Cancelled', 'Closed'];

interface ProformaRow {
  id: string;
  number: string;
  order_id: string;
  order_number: string;
  quote_id: string;
  token: string;
  // bigint and numeric arrive as text.
  amount_paise: string;
  advance_percent: string | null;
  created_at: Date;
  created_by: string | null;
}

const PROFORMA_COLUMNS = `p.id, p.number, p.order_id, o.number as order_number, o.quote_id, p.token, p.amount_paise,
  p.advance_percent::text as advance_percent, p.created_at, p.created_by`;
const PROFORMA_FROM = 'proformas p join orders o on o.id = p.order_id';

function toProforma(row: ProformaRow): Proforma {
  const { siteUrl } = siteConfig(process.env);
  return {
    _id: row.id,
    number: row.number,
    orderId: row.order_id,
    orderNumber: row.order_number,
    amount: toRupees(Number(row.amount_paise)),
    advancePercent: row.advance_percent === null ? null : Number(row.advance_percent),
    url: absoluteUrl(siteUrl, proformaPath(row.token)),
    pdfUrl: absoluteUrl(siteUrl, proformaPdfPath(row.token)),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

/** A proforma invoice with what its page, PDF and mail print besides: its order's quotation and the amount in paise. */
export interface StoredProforma extends Proforma {
  quoteId: string;
  amountPaise: number;
}

const toStored = (row: ProformaRow): StoredProforma => ({ ...toProforma(row), quoteId: row.quote_id, amountPaise: Number(row.amount_paise) });

/** The API's Proforma of a stored one. */
export const apiProforma = ({ quoteId: _quoteId, amountPaise: _amountPaise, ...proforma }: StoredProforma): Proforma => proforma;

interface LockedOrder {
  number: string;
  status: OrderStatus;
  total_paise: string;
  balance_paise: string;
}

/**
 * What the proforma asks for, in paise, checked against the order's balance; a refusal names the
 * field the desk gave (400) or, asked for the whole balance of an order with none, says so (409).
 */
function amountAsked(order: LockedOrder, ask: ProformaInput['ask']): number {
  const balance = Number(order.balance_paise);
  const said = formatRupees(balance);
  if (ask === 'balance') {
    if (balance <= 0) throw new HttpError(409, `Order ${order.number} has nothing left to pay: its balance is ${said}.`);
    return balance;
  }
  if ('paise' in ask) {
    if (ask.paise > balance) throw new HttpError(400, `advanceAmount must be at most the order's balance, ${said}.`);
    return ask.paise;
  }
  const paise = shareOfTotal(Number(order.total_paise), ask.percentHundredths);
  if (paise > balance) {
    throw new HttpError(400, `advancePercent asks for ${formatRupees(paise)}, more than the order's balance, ${said}.`);
  }
  if (paise <= 0) throw new HttpError(400, 'advancePercent asks for less than one paisa of this order.');
  return paise;
}

/**
 * Makes a proforma invoice on the order, by the desk user `by`: on the order's row locked, so its
 * balance and status are those of the moment, with its number taken in the same transaction (a
 * refusal after it gives the number back) and a 'proformaMade' entry on the lead's timeline. Null
 * when no order has this id; 409 for a Cancelled or Closed order; 400 for more than the balance.
 */
export async function makeProforma(input: ProformaInput, by: string, now = new Date()): Promise<Proforma | null> {
  if (!isUuid(input.orderId)) return null;
  return withTransaction(async (client) => {
    const [order] = await query<LockedOrder>(
      'select number, status, total_paise, balance_paise from orders where id = $1 for update',
      [input.orderId],
      client,
    );
    if (!order) return null;
    if (NO_PROFORMA.includes(order.status)) {
      throw new HttpError(409, `Order ${order.number} is ${order.status}: no proforma invoice can be made for it.`);
    }
    const amount = amountAsked(order, input.ask);
    const percent = typeof input.ask === 'object' && 'percentHundredths' in input.ask ? (input.ask.percentHundredths / 100).toFixed(2) : null;
    const number = await takeDocumentNumber(client, 'proforma', now);
    const [{ id }] = await query<{ id: string }>(
      `insert into proformas (number, order_id, token, amount_paise, advance_percent, created_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      // 32 random bytes: the link is the buyer's only key to the document.
      [number, input.orderId, newLinkToken(), amount, percent, now, by],
      client,
    );
    await recordOrderEvent(client, { orderId: input.orderId, kind: 'proformaMade', by, to: number });
    return apiProforma((await proformaById(id, client))!);
  });
}

/** One proforma invoice; null when none has this id. */
export async function proformaById(id: string, db?: Queryable): Promise<StoredProforma | null> {
  if (!isUuid(id)) return null;
  const [row] = await query<ProformaRow>(`select ${PROFORMA_COLUMNS} from ${PROFORMA_FROM} where p.id = $1`, [id], db);
  return row ? toStored(row) : null;
}

/** The proforma invoice a buyer's link opens; null for an unknown token. */
export async function proformaByToken(token: string): Promise<StoredProforma | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await query<ProformaRow>(`select ${PROFORMA_COLUMNS} from ${PROFORMA_FROM} where p.token = $1`, [token]);
  return row ? toStored(row) : null;
}

/** An order's proforma invoices, newest first; null when no order has this id. */
export async function orderProformas(orderId: string): Promise<Proforma[] | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await query('select 1 from orders where id = $1', [orderId]);
  if (!order) return null;
  const rows = await query<ProformaRow>(
    `select ${PROFORMA_COLUMNS} from ${PROFORMA_FROM} where p.order_id = $1 order by p.created_at desc, p.number desc`,
    [orderId],
  );
  return rows.map(toProforma);
}
