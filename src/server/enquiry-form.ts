/**
 * The enquiry form posted without script (issue: an enquiry must not depend on JavaScript): the
 * product page's dialog is a real form that posts application/x-www-form-urlencoded fields to
 * /api/enquiries. The answer is a small page: the confirmation of SPEC §8 with a way back to the
 * product, or, when refused, the form again with what was typed and the problem beside its field.
 * The JSON call of SPEC §7 is not affected.
 */
import { ENQUIRY_FIELDS, type EnquiryFieldName } from '../lib/enquiry-fields';
import { siteConfig } from '../lib/site';
import type { Product } from '../lib/types';
import { MESSAGES } from '../lib/messages';
import { HttpError, MAX_JSON_BYTES } from './http';

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

export const isFormPost = (request: Request) => FORM_TYPE.test(request.headers.get('content-type') ?? '');

/** The posted fields (the last of a repeated name wins); 413 over 1 MB, 400 for a NUL character. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) {
    throw new HttpError(413, 'The request body is larger than 1 MB.');
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is larger than 1 MB.');
  const fields = Object.fromEntries(new URLSearchParams(text));
  // PostgreSQL text cannot hold a NUL character.
  if (Object.values(fields).some((value) => value.includes('\u0000'))) {
    throw new HttpError(400, 'The form must not contain NUL characters.');
  }
  return fields;
}

const productPath = (productId: string) => `/product/${productId}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const { companyName } = siteConfig(process.env);
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
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Send Enquiry | ${escapeHtml(companyName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/enquiry-form.css">
</head>
<body>
<main>
<p class="back">${back}</p>
<h1>Send Enquiry</h1>
${product ? `<p class="product">${escapeHtml(product.productName)}</p>` : ''}
${sent ? `<p role="status" class="sent">${MESSAGES.enquirySent}</p>` : ''}
${notice ? `<p role="alert" class="notice">${escapeHtml(notice)}</p>` : ''}
${form}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  });
}
