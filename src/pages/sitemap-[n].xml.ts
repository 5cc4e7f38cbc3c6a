/** /sitemap-1.xml, /sitemap-2.xml, ...: the public pages, at most 50,000 to a file (src/lib/sitemap.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { siteConfig } from '../lib/site';
import { sitemapEntries, splitSitemap, urlsetXml, XML_HEADERS, type SitemapFile } from '../lib/sitemap';
import { loadCatalogue } from '../server/catalogue/catalogue';

export const getStaticPaths = (async () =>
  splitSitemap(sitemapEntries(await loadCatalogue())).map((file) => ({
    params: { n: String(file.n) },
    props: { file },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: SitemapFile }> = ({ props }) =>
  new Response(urlsetXml(siteConfig(process.env).siteUrl, props.file.entries), { headers: XML_HEADERS });
