/** /robots.txt, written at build time so the sitemap's address follows SITE_URL. */
import type { APIRoute } from 'astro';
import { absoluteUrl, ADMIN_PANEL, CLICK_THROUGH } from '../lib/public-address';
import { siteConfig } from '../lib/site';
import { SITEMAP_INDEX_PATH } from '../lib/sitemap';

export const GET: APIRoute = () => {
  const sitemap = absoluteUrl(siteConfig(process.env).siteUrl, SITEMAP_INDEX_PATH);
  const body = ['User-agent: *', `Disallow: ${ADMIN_PANEL}`, 'Disallow: /api/', `Disallow: ${CLICK_THROUGH}`, '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
