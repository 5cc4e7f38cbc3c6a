/**
 * The enquiry form posted without script (issue: an enquiry must not depend on JavaScript): the
 * product page's dialog is a real form that posts application/x-www-form-urlencoded fields to
 * /api/enquiries (read by ../http/form-post.ts). The answer is a small page (../http/form-page.ts): the confirmation of SPEC §8 with a way back to the
 * product, or, when refused, the form again with what was typed and the problem beside its field.
 * The JSON call of SPEC §7 is not affected.
 */
import { ENQUIRY_FIELDS, type EnquiryFieldName } from '../../lib/enquiry-fields';
import { escapeHtml } from '../../lib/html';
import type { Product } from '../../lib/types';
import { MESSAGES } from '../../lib/messages';
import { formPage, noticeHtml } from '../http/form-page';

const productPath = (productId: string) => `/product/${productId}`;

interface FormPage {
  status: number;
  /** The enquiry was stored: the page confirms it and leads back to the product. */
  sent?: boolean;
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
  const control = field.multiline
    ? `<textarea id="${id}" name="${field.name}" rows="${field.rows ?? 2}" required${hints}${invalid}>${escapeHtml(value)}</textarea>`
    : `<input id="${id}" name="${field.name}" value="${escapeHtml(value)}" required${hints}${invalid}${error ? ' autofocus' : ''}>`;
  return `<div class="field"><label for="${id}">${field.label} <span aria-hidden="true">*</span></label>${control}${
    error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : ''
  }</div>`;
}

/** The answer page of a form post: the confirmation, the form again, or (no product) a way home. */
export function enquiryFormPage({ status, sent = false, product, values = {}, errors = {}, notice, headers }: FormPage): Response {
  const back = product
    ? `<a href="${productPath(product._id)}">Back to ${escapeHtml(product.productName)}</a>`
    : '<a href="/">Back to the home page</a>';
  const form = product && !sent
    ? `<form method="post" action="/api/enquiries">
<input type="hidden" name="productId" value="${escapeHtml(product._id)}">
${ENQUIRY_FIELDS.map((field) => fieldHtml(field, values[field.name] ?? '', errors[field.name])).join('\n')}
<button type="submit">Submit</button>
</form>`
    : '';
  const body = `<p class="back">${back}</p>
${product ? `<p class="product">${escapeHtml(product.productName)}</p>` : ''}
${sent ? `<p role="status" class="sent">${MESSAGES.enquirySent}</p>` : ''}
${noticeHtml(notice)}
${form}`;
  return formPage({ status, heading: 'Send Enquiry', body, headers });
}
