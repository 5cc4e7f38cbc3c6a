/**
 * /sitemap.xml, written at build time: every public page with its absolute address (SITE_URL),
 * product pages with the time they last changed.
 */
import type { APIRoute } from 'astro';
import { absoluteUrl, siteConfig } from '../lib/site';
import { loadCatalogue } from '../server/catalogue';

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function sitemapXml(siteUrl: string, entries: Entry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const GET: APIRoute = async () => {
  const products = await loadCatalogue();
  // The home and category pages list the products, so they change when the newest product does.
  const newest = products.map((p) => p.updatedAt).sort().at(-1);
  const entries: Entry[] = [
    { path: '/', lastmod: newest },
    { path: '/product-category', lastmod: newest },
    { path: '/search' },
    { path: '/login' },
    { path: '/sign-up' },
    ...products.map((p) => ({ path: `/product/${p._id}`, lastmod: p.updatedAt })),
  ];
  return new Response(sitemapXml(siteConfig(process.env).siteUrl, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
