/**
 * The small page a function answers a form post with when it cannot simply redirect: the enquiry
 * form's confirmation, or a form again with what was typed and what went wrong. One shell for all
 * of them and for the quotation's page (pageHtml): the site's name in the title, a stylesheet from
 * the site (public/form-page.css for these), no script, not indexed.
 */
import { escapeHtml } from '../../lib/html';
import { telHref } from '../../lib/phone';
import { HOME_PATH } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';

/** The content types of an HTML form's post (./form-post.ts reads them). */
export const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
export const MULTIPART = /^multipart\/form-data\b/i;

/**
 * A browser posting a form and waiting to show what comes back: a refusal is answered with a page,
 * never JSON. (A script posting form data asks for JSON in its Accept header, or names no HTML.)
 */
export function asksForPage(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return (URLENCODED.test(type) || MULTIPART.test(type)) && /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

export interface FormPageOptions {
  status: number;
  /** The page's title and heading. */
  heading: string;
  /** The page's content under the heading, as HTML (callers escape what they put in). */
  body: string;
  /** More headers of the answer (Retry-After with a 429). */
  headers?: HeadersInit;
}

export interface PageShell {
  /** What the page is, before the site's name in the title. */
  title: string;
  /** The page's stylesheet, from the site itself (the function pages' policy allows no other). */
  stylesheet: string;
  /** The page's content, as HTML (callers escape what they put in). */
  main: string;
  /** More of the head, as HTML (a canonical link). */
  head?: string;
}

/** The HTML around a function's page: its head, and its content in <main>. */
export function pageHtml({ title, stylesheet, main, head = '' }: PageShell): string {
  const { companyName } = siteConfig(process.env);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(companyName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">${head ? `\n${head}` : ''}
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

export function formPage({ status, heading, body, headers }: FormPageOptions): Response {
  const { companyName } = siteConfig(process.env);
  const html = pageHtml({
    title: heading,
    stylesheet: '/form-page.css',
    main: `<p class="site"><a href="${HOME_PATH}">${escapeHtml(companyName)}</a></p>
<h1>${escapeHtml(heading)}</h1>
${body}`,
  });
  const all = new Headers(headers);
  all.set('content-type', 'text/html; charset=utf-8');
  all.set('cache-control', 'no-store');
  return new Response(html, { status, headers: all });
}

/** A problem said at the top of the page (a refused try, a limit), read out when the page opens. */
export const noticeHtml = (text: string | undefined) => (text ? `<p role="alert" class="notice">${escapeHtml(text)}</p>` : '');

export interface InputOptions {
  name: string;
  label: string;
  type?: string;
  value?: string;
  required?: boolean;
  /** Further attributes, already safe (autocomplete="email", minlength="8"). */
  attributes?: Record<string, string>;
  error?: string;
}

/** A labelled input, with its problem beside it (aria-invalid and described by it). */
export function inputHtml({ name, label, type = 'text', value, required = true, attributes = {}, error }: InputOptions): string {
  const id = `field-${name}`;
  const attrs = Object.entries(attributes)
    .map(([key, text]) => ` ${key}="${escapeHtml(text)}"`)
    .join('');
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const valueAttr = value !== undefined ? ` value="${escapeHtml(value)}"` : '';
  return `<div class="field"><label for="${id}">${escapeHtml(label)}${required ? ' <span aria-hidden="true">*</span>' : ''}</label><input id="${id}" name="${name}" type="${type}"${valueAttr}${required ? ' required' : ''}${attrs}${invalid}>${
    error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : ''
  }</div>`;
}

/** A refusal of a form post that no form of ours answers itself (another site's post, a server fault). */
export function refusalPage(status: number, message: string, headers?: HeadersInit): Response {
  return formPage({ status, heading: 'Not sent', body: `${noticeHtml(message)}\n<p class="links"><a href="${HOME_PATH}">Back to the home page</a></p>`, headers });
}

/**
 * A buyer's link that names no document (a quotation's, a receipt's ...): the page says so and how
 * to reach the seller, who can send the link again.
 */
export function linkNotFoundPage(heading: string, message: string, headers?: HeadersInit): Response {
  const { phones, email } = siteConfig(process.env);
  const contact = `<p class="links">Call <a href="${escapeHtml(telHref(phones[0]))}">${escapeHtml(phones[0])}</a> or write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>.</p>`;
  return formPage({ status: 404, heading, body: `${noticeHtml(message)}\n${contact}`, headers });
}
