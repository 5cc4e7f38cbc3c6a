/**
 * /sitemap.xml, written at build time: the sitemap index, naming the sitemap files of
 * ./sitemap-[n].xml.ts with their absolute addresses (SITE_URL).
 */
import type { APIRoute } from 'astro';
import { siteConfig } from '../lib/site';
import { sitemapEntries, sitemapIndexXml, splitSitemap, XML_HEADERS } from '../lib/sitemap';
import { loadCatalogue } from '../server/catalogue/catalogue';

export const GET: APIRoute = async () => {
  const files = splitSitemap(sitemapEntries(await loadCatalogue()));
  return new Response(sitemapIndexXml(siteConfig(process.env).siteUrl, files), { headers: XML_HEADERS });
};
