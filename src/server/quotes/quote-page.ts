/**
 * The buyer's page of a quotation, /quote/<token> (docs/spec.md §22): the document of
 * ./quote-document.ts as HTML, the PDF link, and the buyer's answers as plain forms that post to
 * the page's own address. No script; its stylesheet is public/quote-page.css, since the function
 * pages' policy allows styles from the site only (FUNCTION_PAGE_POLICY). On a narrow screen the
 * lines' table becomes one block per line. Above the answers, the short privacy notice (docs/spec.md
 * §26.1) tells what the page holds of the buyer; an answer records no consent, the lead's being the
 * enquiry form's and the page's details the desk's (§26.2).
 */
import { escapeHtml } from '../../lib/html';
import { privacySettings, shortNoticeHtml } from '../../lib/privacy-notice';
import type { Quote } from '../../lib/quotes/types';
import { telHref } from '../../lib/phone';
import { siteConfig } from '../../lib/site';
import { formPage, noticeHtml, pageHtml } from '../http/form-page';
import { payAndSignImages, type PayAndSignImages } from './seller-settings';
import { quoteDocument, type DocumentAs, type Field, type Party, type QuoteDocument } from './quote-document';

/** What the buyer can send from the page: accept it, ask for changes, or (once expired) a fresh one. */
export const QUOTE_INTENTS = ['accept', 'changes', 'refresh'] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];

/** The longest message the buyer can send (quote_deliveries.message holds as much). */
export const QUOTE_MESSAGE_MAX = 2000;

/** What the page says, word for word (docs/spec.md §22). */
export const QUOTE_PAGE_MESSAGES = {
  accepted: 'Thank you. You have accepted this quotation; our sales team will contact you to take the order forward.',
  changes: 'Thank you. Your request for changes has reached our sales team; they will send you a revised quotation.',
  refresh: 'Thank you. Your request for a fresh quotation has reached our sales team.',
  messageRequired: 'Please write what you would like changed.',
  messageTooLong: `Your message must be at most ${QUOTE_MESSAGE_MAX} characters.`,
  expired: 'This quotation has expired and can no longer be accepted. You can ask for a fresh quotation below.',
  replaced: 'This quotation has been replaced by a newer version; please see the new one.',
  alreadyAccepted: 'This quotation has already been accepted.',
  notExpired: 'This quotation is still valid: you can accept it or ask for changes.',
  unknownIntent: 'Choose Accept or Ask for changes.',
  notFound: 'This quotation link is not valid. Please check the link in your mail or message, or ask our sales team for it again.',
} as const;

/** The confirmation the page shows after a form's 303 (?done=…). */
export type QuoteDone = Exclude<QuoteIntent, 'accept'> | 'accepted';

export interface QuotePageOptions {
  quote: Quote;
  /** The answer's status: 200, 410 when expired, or a refused post's (400, 409, 410, 429). */
  status: number;
  /** What was just done, confirmed at the top (only when the quotation says it was). */
  done?: QuoteDone | null;
  /** A refused post's reason, at the top. */
  notice?: string;
  /** The refused post's form, shown again with what was typed. */
  form?: { intent: QuoteIntent; message: string; error?: string };
  headers?: HeadersInit;
  /** The quotation printed as a proforma invoice of its order (./quote-document.ts): no answers. */
  as?: DocumentAs;
  /** The PDF's path when it is not the quotation's own (a proforma invoice's). */
  pdfPath?: string;
  /** The order the quotation's acceptance made, and its page's path (docs/spec.md §24.5). */
  order?: { number: string; path: string } | null;
}

/**
 * The headers of every answer at the buyer's link: never indexed or kept by a cache, and the
 * token in its address never sent to another site. 'same-origin' rather than 'no-referrer': under
 * 'no-referrer' a browser sends `Origin: null` with the page's own form posts, which the
 * cross-site check (checkOrigin) must refuse.
 */
export const QUOTE_HEADERS = {
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
} as const;

const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** A value, as a link when it opens one (a tap calls the phone or writes the mail). */
const valueHtml = ({ value, href }: Field) => (href ? `<a href="${escapeHtml(href)}">${text(value)}</a>` : text(value));

const fieldsHtml = (fields: Field[]) =>
  `<dl class="fields">${fields.map((field) => `<div><dt>${escapeHtml(field.label)}</dt><dd>${valueHtml(field)}</dd></div>`).join('')}</dl>`;

function partyHtml(party: Party, id: string, nameTag: 'p' | 'h2' = 'p'): string {
  return `<section class="party ${id}" aria-labelledby="${id}-name">
<p class="party-heading">${escapeHtml(party.heading)}</p>
<${nameTag} id="${id}-name" class="party-name">${escapeHtml(party.name)}</${nameTag}>
<p class="address">${text(party.address)}</p>
${fieldsHtml(party.details)}
</section>`;
}

function linesHtml(document: QuoteDocument): string {
  const head = document.columns.map((column) => `<th scope="col"${column.numeric ? ' class="num"' : ''}>${escapeHtml(column.label)}</th>`).join('');
  const rows = document.lines.map((line) => {
    const cells = document.columns.map((column) => {
      const parts = column.parts.map((part) => line[part]).filter(Boolean);
      // The scope of supply under the machine's name, its lines as typed.
      const scope = column.key === 'description' && line.scope ? `<p class="scope"><strong>Scope of supply:</strong> ${text(line.scope)}</p>` : '';
      const content = parts.map((part) => `<span>${escapeHtml(part)}</span>`).join(' ') + scope;
      const classes = [column.numeric ? 'num' : '', parts.length ? '' : 'empty'].filter(Boolean).join(' ');
      return `<td data-label="${escapeHtml(column.label)}"${classes ? ` class="${classes}"` : ''}>${content}</td>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table class="lines">
<caption>Items</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

function totalsHtml(document: QuoteDocument): string {
  const rows = document.totals.map(
    (row) => `<tr${row.total ? ' class="total"' : ''}><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
  );
  return `<table class="totals">
<caption>Totals</caption>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<p class="words"><strong>Amount in words:</strong> ${escapeHtml(document.inWords)}</p>`;
}

const section = (id: string, title: string, body: string) =>
  `<section class="${id}" aria-labelledby="${id}-title">\n<h2 id="${id}-title">${escapeHtml(title)}</h2>\n${body}\n</section>`;

function messageField(intent: QuoteIntent, label: string, required: boolean, form: QuotePageOptions['form']): string {
  const id = `${intent}-message`;
  const mine = form?.intent === intent ? form : undefined;
  const invalid = mine?.error ? ` aria-invalid="true" aria-describedby="${id}-error" autofocus` : '';
  return `<div class="field"><label for="${id}">${escapeHtml(label)}${required ? ' <span aria-hidden="true">*</span>' : ''}</label><textarea id="${id}" name="message" rows="4" maxlength="${QUOTE_MESSAGE_MAX}"${required ? ' required' : ''}${invalid}>${escapeHtml(mine?.message ?? '')}</textarea>${
    mine?.error ? `<p id="${id}-error" class="error">${escapeHtml(mine.error)}</p>` : ''
  }</div>`;
}

/** The forms the quotation still takes: accept or changes while it is open, a fresh one once expired. */
function answersHtml(quote: Quote, action: string, form: QuotePageOptions['form']): string {
  const open = (intent: QuoteIntent) => `<form method="post" action="${action}">\n<input type="hidden" name="intent" value="${intent}">`;
  if (quote.status === 'expired') {
    return section(
      'answer',
      'Ask for a fresh quotation',
      `${open('refresh')}
${messageField('refresh', 'Message (optional)', false, form)}
<button type="submit">Ask for a fresh quotation</button>
</form>`,
    );
  }
  if (quote.status === 'accepted' || quote.status === 'replaced') return '';
  return section(
    'answer',
    'Your answer',
    `${open('accept')}
<p>Accepting tells our sales team to go ahead on the terms above; they will contact you about the order.</p>
<button type="submit" class="accept">Accept</button>
</form>
${open('changes')}
${messageField('changes', 'What would you like changed?', true, form)}
<button type="submit" class="secondary">Ask for changes</button>
</form>`,
  );
}

/** The confirmation of ?done=, shown only when the quotation bears it out (a link cannot fake one). */
function doneHtml(quote: Quote, done: QuoteDone | null | undefined): string {
  const happened = {
    accepted: quote.acceptedAt !== null,
    changes: quote.changesRequestedAt !== null,
    refresh: quote.refreshRequestedAt !== null,
  };
  if (!done || !happened[done]) return '';
  return `<p role="status" class="done">${escapeHtml(QUOTE_PAGE_MESSAGES[done])}</p>`;
}

/** "Revision of QT/… dated …", what changed, and the desk's note. */
function revisionHtml(document: QuoteDocument): string {
  const { revision } = document;
  if (!revision) return '';
  const changes = revision.changes.length ? `<ul>${revision.changes.map((change) => `<li>${escapeHtml(change)}</li>`).join('')}</ul>` : '';
  const note = revision.note ? `<p class="revision-note">${text(revision.note)}</p>` : '';
  return `<section class="revision" aria-labelledby="revision-title">
<h2 id="revision-title">${escapeHtml(revision.title)}</h2>
${changes}${note}
</section>`;
}

function stateHtml(quote: Quote, document: QuoteDocument): string {
  if (!document.state) return '';
  const newer = quote.status === 'replaced' && quote.replacedBy;
  const link = newer ? ` <a href="${escapeHtml(new URL(quote.replacedBy!.url).pathname)}">Open ${escapeHtml(quote.replacedBy!.number)}</a>` : '';
  return `<p class="state state-${quote.status}">${escapeHtml(document.state)}.${link}</p>`;
}

/** An accepted quotation's way to its order's page, where the buyer follows payments and dispatch. */
function orderHtml(order: QuotePageOptions['order']): string {
  if (!order) return '';
  return `<p class="order-link">Your order is ${escapeHtml(order.number)}: <a href="${escapeHtml(order.path)}">follow your order</a> (payments, dispatch and its papers).</p>`;
}

export async function quotePage({ quote, status, done, notice, form, headers, as, pdfPath, order }: QuotePageOptions): Promise<Response> {
  const document = quoteDocument(quote, as);
  const images = await payAndSignImages(document.payment);
  const path = new URL(quote.url).pathname;
  const pdf = pdfPath ?? (as ? null : new URL(quote.pdfUrl).pathname);
  const main = `<header class="masthead">
<div class="seller-block"><img class="logo" src="/logo.svg" alt="" width="48" height="48">${partyHtml(document.seller, 'seller')}</div>
<div class="facts">
<h1>${escapeHtml(document.heading)}</h1>
${fieldsHtml(document.facts)}
${pdf ? `<p class="pdf"><a href="${escapeHtml(pdf)}">Download PDF</a></p>` : ''}
</div>
</header>
${document.answerable ? doneHtml(quote, done) : ''}
${noticeHtml(notice)}
${document.state ? stateHtml(quote, document) : ''}
${as ? '' : orderHtml(order)}
${revisionHtml(document)}
<div class="parties">
${partyHtml(document.buyer, 'buyer')}
${document.shipTo ? partyHtml(document.shipTo, 'ship-to') : ''}
</div>
${linesHtml(document)}
${totalsHtml(document)}
${document.terms.length ? section('terms', 'Terms and conditions', fieldsHtml(document.terms)) : ''}
${paymentHtml(document, images)}
${signatureHtml(document, images)}
${shortNoticeHtml('quotation', privacySettings(process.env))}
${document.answerable ? answersHtml(quote, escapeHtml(path), form) : ''}
<p class="footer">${escapeHtml(document.footer)}</p>`;
  const html = pageHtml({ title: document.title, stylesheet: '/quote-page.css', main });
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(QUOTE_HEADERS)) all.set(name, value);
  all.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers: all });
}

const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * How to pay (docs/spec.md §22.10): the bank details and, beside them, the amount asked now with
 * its UPI QR code, the UPI id written out and the same payment as a link a phone's UPI app opens.
 * The pictures are inline (data: addresses): the page's policy takes no image from elsewhere.
 */
function paymentHtml(document: QuoteDocument, images: PayAndSignImages): string {
  const { payment, bank } = document;
  const asked = payment ? `<p class="asked">${escapeHtml(payment.label)}</p>` : '';
  const upi = payment?.upi;
  const bankHtml = bank ? section('bank', 'Bank details', `${upi ? '' : asked}${fieldsHtml(bank)}`) : upi ? '' : asked;
  if (!upi) return bankHtml;
  const amount = escapeHtml(payment.amount);
  const code =
    upi.link && images.upiQr
      ? `<img class="upi-qr" src="${pngDataUrl(images.upiQr)}" alt="UPI QR code: pay ${amount} to ${escapeHtml(upi.id)}" width="180" height="180">
<p class="upi-pay"><a href="${escapeHtml(upi.link)}">Pay ${amount} with a UPI app</a></p>`
      : `<p class="upi-limit">${escapeHtml(upi.overLimit ?? '')}</p>`;
  const upiHtml = section('upi', 'Pay by UPI', `${asked}\n${code}\n${fieldsHtml([{ label: 'UPI ID', value: upi.id }, { label: 'Payee', value: upi.payeeName }])}`);
  return `<div class="payment">\n${bankHtml}\n${upiHtml}\n</div>`;
}

/** "For {company}", the signature or seal image when the admin set one, "Authorised Signatory". */
function signatureHtml(document: QuoteDocument, images: PayAndSignImages): string {
  const { forCompany, title } = document.signature;
  const image = images.signature
    ? `<img class="signature-image" src="${pngDataUrl(images.signature)}" alt="Signature of ${escapeHtml(document.seller.name)}">`
    : '<span class="signature-space"></span>';
  return `<section class="signature" aria-label="${escapeHtml(title)}">
<p class="for">${escapeHtml(forCompany)}</p>
${image}
<p class="signatory">${escapeHtml(title)}</p>
</section>`;
}

/** No quotation has this link: a page, with the way to the sales team. */
export function quoteNotFoundPage(): Response {
  const { phones, email } = siteConfig(process.env);
  const contact = `<p class="links">Call <a href="${escapeHtml(telHref(phones[0]))}">${escapeHtml(phones[0])}</a> or write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>.</p>`;
  return formPage({ status: 404, heading: 'Quotation not found', body: `${noticeHtml(QUOTE_PAGE_MESSAGES.notFound)}\n${contact}`, headers: QUOTE_HEADERS });
}
