/**
 * The buyer's page of an order, /order/<token> (docs/spec.md §24.5): where the order stands, as
 * the steps of its road with their days; what is paid and what is due; the dispatch and the
 * installation; its documents (the quotation, each proforma invoice, each payment's receipt, a
 * voided one marked), each linked where the buyer opens it; and the seller's phone and mail. No
 * script; its stylesheet is public/order-page.css (the function pages' policy allows styles from
 * the site only). Headers as the quotation's page (noindex, no-store, the token kept on the site).
 */
import { businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { escapeHtml } from '../../lib/html';
import { ORDER_ROAD } from '../../lib/orders/road';
import type { Order, OrderStatus, PaymentMode } from '../../lib/orders/types';
import { telHref } from '../../lib/phone';
import { toPaise } from '../../lib/price';
import { proformaPath, proformaPdfPath, quotePath, quotePdfPath, receiptPdfPath } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { query } from '../db/db';
import { formPage, noticeHtml, pageHtml } from '../http/form-page';
import { printedRupees } from '../quotes/quote-document';
import { QUOTE_HEADERS } from '../quotes/quote-page';
import { orderByToken } from './orders';

export const ORDER_PAGE_MESSAGES = {
  notFound: 'This order link is not valid. Please check the link in your mail or message, or ask our sales team for it again.',
} as const;

/** An order with what its page shows beyond the API's Order. */
export interface OrderPageData {
  order: Order;
  quote: { number: string; token: string; createdAt: Date };
  /** The days the order reached each status (the last time, should one repeat), from its timeline. */
  reached: Partial<Record<OrderStatus, Date>>;
  /** The status it was cancelled from, when cancelled. */
  cancelledFrom: OrderStatus | null;
  proformas: { number: string; token: string; amountPaise: number; createdAt: Date }[];
  receipts: { number: string; token: string; paidOn: string; amountPaise: number; mode: PaymentMode; voided: boolean }[];
}

/** The order a buyer's link opens, with its steps and documents; null for an unknown token. */
export async function orderPageData(token: string): Promise<OrderPageData | null> {
  const order = await orderByToken(token);
  if (!order) return null;
  const [quotes, steps, proformas, receipts] = await Promise.all([
    query<{ number: string; token: string; created_at: Date }>('select number, token, created_at from quotes where id = $1', [order.quoteId]),
    query<{ at: Date; from_value: OrderStatus; to_value: OrderStatus }>(
      `select at, from_value, to_value from enquiry_events where order_id = $1 and kind = 'orderStatus' order by at, id`,
      [order._id],
    ),
    query<{ number: string; token: string; amount_paise: string; created_at: Date }>(
      'select number, token, amount_paise, created_at from proformas where order_id = $1 order by created_at, number',
      [order._id],
    ),
    query<{ receipt_number: string; token: string; paid_on: string; amount_paise: string; mode: PaymentMode; voided_at: Date | null }>(
      `select receipt_number, token, paid_on::text as paid_on, amount_paise, mode, voided_at
         from payments where order_id = $1 order by paid_on, created_at, receipt_number`,
      [order._id],
    ),
  ]);
  const reached: OrderPageData['reached'] = { Confirmed: new Date(order.createdAt) };
  for (const step of steps) reached[step.to_value] = step.at;
  return {
    order,
    quote: { number: quotes[0].number, token: quotes[0].token, createdAt: quotes[0].created_at },
    reached,
    cancelledFrom: steps.findLast((step) => step.to_value === 'Cancelled')?.from_value ?? null,
    proformas: proformas.map((row) => ({ number: row.number, token: row.token, amountPaise: Number(row.amount_paise), createdAt: row.created_at })),
    receipts: receipts.map((row) => ({
      number: row.receipt_number,
      token: row.token,
      paidOn: row.paid_on,
      amountPaise: Number(row.amount_paise),
      mode: row.mode,
      voided: row.voided_at !== null,
    })),
  };
}

const printedDate = (at: Date) => formatBusinessDate(at);
const printedDay = (day: string) => formatBusinessDate(businessDayStart(day));
const rupees = (amount: number) => printedRupees(toPaise(amount));

const fieldsHtml = (fields: [string, string][]) =>
  `<dl class="fields">${fields.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>`;

const section = (id: string, title: string, body: string) =>
  `<section class="${id}" aria-labelledby="${id}-title">\n<h2 id="${id}-title">${escapeHtml(title)}</h2>\n${body}\n</section>`;

const link = (href: string, text: string, label?: string) =>
  `<a href="${escapeHtml(href)}"${label ? ` aria-label="${escapeHtml(label)}"` : ''}>${escapeHtml(text)}</a>`;

/**
 * The road as the buyer follows it: the steps reached, each with its day, then (unless the order is
 * closed or cancelled) those still ahead. A step the order passed over is left out.
 */
function stepsHtml({ order, reached, cancelledFrom }: OrderPageData): string {
  const current = order.status === 'Cancelled' ? cancelledFrom : order.status;
  const at = ORDER_ROAD.indexOf(current as (typeof ORDER_ROAD)[number]);
  const items = ORDER_ROAD.flatMap((status, i) => {
    const day = reached[status];
    if (i <= at && !day) return [];
    if (i > at && order.status === 'Cancelled') return [];
    const state = i < at ? 'done' : i === at ? 'current' : 'ahead';
    const when = day && i <= at ? ` <span class="when">${escapeHtml(printedDate(day))}</span>` : '';
    const aria = state === 'current' && order.status !== 'Cancelled' ? ' aria-current="step"' : '';
    return [`<li class="step ${state}"${aria}><span class="name">${escapeHtml(status)}</span>${when}</li>`];
  });
  if (order.status === 'Cancelled') {
    const day = reached.Cancelled;
    items.push(
      `<li class="step cancelled" aria-current="step"><span class="name">Cancelled</span>${day ? ` <span class="when">${escapeHtml(printedDate(day))}</span>` : ''}</li>`,
    );
  }
  return `<ol class="steps">\n${items.join('\n')}\n</ol>`;
}

function moneyHtml(order: Order): string {
  const rows: [string, string, string][] = [
    ['Order total', rupees(order.total), ''],
    ['Paid', rupees(order.paid), ''],
    [order.status === 'Cancelled' ? 'Unpaid' : 'Due', rupees(order.balance), ' class="due"'],
  ];
  return `<table class="money">
<caption>Payments</caption>
<tbody>
${rows.map(([label, value, attrs]) => `<tr${attrs}><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</tbody>
</table>`;
}

function dispatchHtml(order: Order): string {
  const parts: string[] = [];
  if (order.dispatch) {
    const d = order.dispatch;
    parts.push(
      section(
        'dispatch',
        'Dispatch',
        fieldsHtml([
          ['Dispatched on', printedDay(d.dispatchedOn)],
          ['Transporter', d.transporter],
          ['LR number', d.lrNumber],
          ['Vehicle number', d.vehicleNumber],
          ...(d.ewayBillNumber ? [['E-way bill number', d.ewayBillNumber] as [string, string]] : []),
        ]),
      ),
    );
  }
  if (order.installedOn) {
    parts.push(section('installation', 'Installation', fieldsHtml([['Installed on', printedDay(order.installedOn)], ['Engineer', order.engineer ?? '']])));
  }
  return parts.join('\n');
}

function documentsHtml({ quote, proformas, receipts }: OrderPageData): string {
  const items = [
    `<li><span class="doc">Quotation ${escapeHtml(quote.number)}</span> <span class="when">${escapeHtml(printedDate(quote.createdAt))}</span>
<span class="links">${link(quotePath(quote.token), 'Open', `Open quotation ${quote.number}`)} ${link(quotePdfPath(quote.token), 'PDF', `Quotation ${quote.number}, PDF`)}</span></li>`,
    ...proformas.map(
      (p) => `<li><span class="doc">Proforma invoice ${escapeHtml(p.number)}</span> <span class="amount">${escapeHtml(printedRupees(p.amountPaise))}</span> <span class="when">${escapeHtml(printedDate(p.createdAt))}</span>
<span class="links">${link(proformaPath(p.token), 'Open', `Open proforma invoice ${p.number}`)} ${link(proformaPdfPath(p.token), 'PDF', `Proforma invoice ${p.number}, PDF`)}</span></li>`,
    ),
    ...receipts.map(
      (r) => `<li${r.voided ? ' class="voided"' : ''}><span class="doc">Receipt ${escapeHtml(r.number)}</span> <span class="amount">${escapeHtml(printedRupees(r.amountPaise))}</span> <span class="when">${escapeHtml(`${r.mode}, ${printedDay(r.paidOn)}`)}</span>${
        r.voided ? ' <strong class="void">Voided</strong>' : ''
      }
<span class="links">${link(receiptPdfPath(r.token), 'PDF', `Receipt ${r.number}, PDF`)}</span></li>`,
    ),
  ];
  return `<ul class="documents">\n${items.join('\n')}\n</ul>`;
}

function contactHtml(): string {
  const { phones, email } = siteConfig(process.env);
  return `<p class="contact">Questions about your order? Call ${link(telHref(phones[0]), phones[0])} or write to ${link(`mailto:${email}`, email)}.</p>`;
}

function stateHtml(order: Order): string {
  if (order.status === 'Cancelled') return `<p class="state state-cancelled">This order was cancelled: ${escapeHtml(order.cancelReason ?? '')}</p>`;
  if (order.status === 'Closed') return '<p class="state state-closed">This order is complete. Thank you for your business.</p>';
  return '';
}

export function orderPage(data: OrderPageData): Response {
  const { order } = data;
  const { companyName } = siteConfig(process.env);
  const main = `<header class="masthead">
<p class="seller"><img class="logo" src="/logo.svg" alt="" width="40" height="40"> ${escapeHtml(companyName)}</p>
<h1>Order ${escapeHtml(order.number)}</h1>
${fieldsHtml([
  ['Order date', printedDate(new Date(order.createdAt))],
  ['Quotation', data.quote.number],
  ['Buyer', order.buyer.name],
  ['Status', order.status],
])}
</header>
${stateHtml(order)}
${section('progress', 'Progress', stepsHtml(data))}
${section('payment', 'Payment', moneyHtml(order))}
${dispatchHtml(order)}
${section('documents', 'Documents', documentsHtml(data))}
${contactHtml()}`;
  const html = pageHtml({ title: `Order ${order.number}`, stylesheet: '/order-page.css', main });
  return new Response(html, { status: 200, headers: { ...QUOTE_HEADERS, 'content-type': 'text/html; charset=utf-8' } });
}

/** No order has this link: a page, with the way to the sales team. */
export function orderNotFoundPage(): Response {
  const { phones, email } = siteConfig(process.env);
  const contact = `<p class="links">Call ${link(telHref(phones[0]), phones[0])} or write to ${link(`mailto:${email}`, email)}.</p>`;
  return formPage({ status: 404, heading: 'Order not found', body: `${noticeHtml(ORDER_PAGE_MESSAGES.notFound)}\n${contact}`, headers: QUOTE_HEADERS });
}
