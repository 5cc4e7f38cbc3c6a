/**
 * Text made safe to put inside HTML, as element content or a quoted attribute value. XML (the
 * sitemap) needs the same five: &#39; is a character reference that XML reads like &apos;.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
