/**
 * The HTML of every mail the site sends: one shell (a plain page, Arial, dark grey text) and the few
 * parts a mail is made of, with inline styles, since mail programs drop style sheets. A part takes
 * HTML and puts it in as it is: whatever a buyer or an admin typed goes in through escapeHtml
 * (src/lib/html.ts), multiline() or link(), which escape it.
 */
import { escapeHtml } from '../../lib/html';
import { phoneText, telHref } from '../../lib/phone';

/** The whole mail: its blocks one to a line, those that are null left out. */
export function mailHtml(parts: readonly (string | null)[]): string {
  return `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#18181b">
${blocks(parts)}
</body></html>`;
}

/** Blocks one to a line, those that are null left out (a mail's part made of several). */
export const blocks = (parts: readonly (string | null)[]) => parts.filter((part): part is string => part !== null).join('\n');

export const heading = (html: string) => `<h1 style="font-size:18px">${html}</h1>`;

export const subheading = (html: string) => `<h2 style="font-size:16px">${html}</h2>`;

export const paragraph = (html: string) => `<p>${html}</p>`;

/** Text as typed, its line breaks kept. */
export const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** A link to `href` (a URL as text, escaped here). */
export const link = (href: string, html: string) => `<a href="${escapeHtml(href)}">${html}</a>`;

/** A phone as people read it ("+91 98765 43210"), calling tel:+91... (src/lib/phone.ts). */
export const phoneLink = (phone: string) => link(telHref(phone), escapeHtml(phoneText(phone)));

/** Labelled values, one row each; null rows left out. */
export function table(rows: readonly (string | null)[]): string {
  return `<table role="presentation" style="border-collapse:collapse">
${blocks(rows)}
</table>`;
}

export const row = (label: string, html: string) =>
  `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${html}</td></tr>`;

export function list(items: readonly string[]): string {
  return `<ul>
${items.map((item) => `<li style="margin:4px 0">${item}</li>`).join('\n')}
</ul>`;
}
