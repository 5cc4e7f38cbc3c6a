/**
 * The enquiry form posted without script (issue: an enquiry must not depend on JavaScript): the
 * product page's dialog is a real form that posts application/x-www-form-urlencoded fields to
 * /api/enquiries (read by ../http/form-post.ts). The answer is a small page (../http/form-page.ts): the confirmation of SPEC §8 with a way back to the
 * product, or, when refused, the form again with what was typed and the problem beside its field.
 * The JSON call of SPEC §7 is not affected. The form carries the short privacy notice and its
 * version (docs/spec.md §26.1, §26.2): the version this page shows, not one a refused post sent.
 */
import { ENQUIRY_FIELDS, type EnquiryFieldName } from '../../lib/enquiry-fields';
import { escapeHtml } from '../../lib/html';
import { LEAD_SOURCE_FIELDS, utmFromQuery } from '../../lib/lead-source';
import { HOME_PATH, isProductPath, productPath } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import type { Enquiry, Product } from '../../lib/types';
import { ENQUIRY_SENT_MESSAGES, MESSAGES } from '../../lib/messages';
import { noticeVersionInputHtml, privacySettings, shortNoticeHtml } from '../../lib/privacy-notice';
import { formPage, noticeHtml } from '../http/form-page';
import { namesThisSite } from '../http/http';

/**
 * Where the lead came from, for a form posted before the page's script filled the dialog's hidden
 * source fields (SPEC §21.4): the campaign tags of the product page it was posted from, which the
 * browser names in Referer (in full: the page and the call share an origin).
 */
export function withPageSource(fields: Record<string, string>, request: Request): Record<string, string> {
  if (fields.utmSource?.trim() || fields.utmMedium?.trim() || fields.utmCampaign?.trim()) return fields;
  const referer = request.headers.get('referer');
  const page = referer && namesThisSite(request, referer) ? URL.parse(referer) : null;
  if (!page || !isProductPath(page.pathname)) return fields;
  return { ...fields, ...utmFromQuery(page.searchParams) };
}

interface FormPage {
  status: number;
  /** The enquiry stored: the page confirms it with its reference and the reply promise, and leads back to the product. */
  sent?: Enquiry;
  /** The product asked about; null when none has the posted id (then no form is shown). */
  product: Product | null;
  values?: Record<string, string>;
  errors?: Partial<Record<EnquiryFieldName, string>>;
  /** A problem that is not one field's (too many enquiries, no such product). */
  notice?: string;
  /** More headers of the answer (Retry-After with a 429). */
  headers?: HeadersInit;
}

function fieldHtml(field: (typeof ENQUIRY_FIELDS)[number], value: string, error: string | undefined): string {
  const id = `enquiry-${field.name}`;
  const hints = Object.entries(field.input ?? {})
    .map(([name, hint]) => ` ${name}="${escapeHtml(hint)}"`)
    .join('');
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const required = field.optional ? '' : ' required';
  const control = field.multiline
    ? `<textarea id="${id}" name="${field.name}" rows="${field.rows ?? 2}"${required}${hints}${invalid}>${escapeHtml(value)}</textarea>`
    : `<input id="${id}" name="${field.name}" value="${escapeHtml(value)}"${required}${hints}${invalid}${error ? ' autofocus' : ''}>`;
  const mark = field.optional ? '' : ' <span aria-hidden="true">*</span>';
  return `<div class="field"><label for="${id}">${field.label}${mark}</label>${control}${
    error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : ''
  }</div>`;
}

/** The lead's source, kept through a refusal: the page posts again from its own address. */
const sourceInputs = (values: Record<string, string>) =>
  LEAD_SOURCE_FIELDS.filter((name) => values[name])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(values[name])}">\n`)
    .join('');

/** The answer page of a form post: the confirmation, the form again, or (no product) a way home. */
/** The confirmation (docs/spec.md §23.5): the reference to quote on a call, and when the buyer will hear back. */
const sentHtml = (sent: Enquiry) => `<div role="status" class="sent">
<p>${MESSAGES.enquirySent}</p>
<p>${escapeHtml(ENQUIRY_SENT_MESSAGES.reference(sent.reference))}</p>
<p>${escapeHtml(ENQUIRY_SENT_MESSAGES.replyPromise(siteConfig(process.env).replyPromise))}</p>
</div>`;

export function enquiryFormPage({ status, sent, product, values = {}, errors = {}, notice, headers }: FormPage): Response {
  const back = product
    ? `<a href="${productPath(product._id)}">Back to ${escapeHtml(product.productName)}</a>`
    : `<a href="${HOME_PATH}">Back to the home page</a>`;
  const form = product && !sent
    ? `<form method="post" action="/api/enquiries">
<input type="hidden" name="productId" value="${escapeHtml(product._id)}">
${noticeVersionInputHtml()}
${sourceInputs(values)}${ENQUIRY_FIELDS.map((field) => fieldHtml(field, values[field.name] ?? '', errors[field.name])).join('\n')}
${shortNoticeHtml('enquiry', privacySettings(process.env))}
<button type="submit">Submit</button>
</form>`
    : '';
  const body = `<p class="back">${back}</p>
${product ? `<p class="product">${escapeHtml(product.productName)}</p>` : ''}
${sent ? sentHtml(sent) : ''}
${noticeHtml(notice)}
${form}`;
  return formPage({ status, heading: 'Send Enquiry', body, headers });
}
