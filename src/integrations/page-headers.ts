/**
 * Writes the headers that come from the built pages into the build output's `_headers`, once every
 * page is built, reading each page once (at 100,000 products that is 5.7 GB): the site's
 * Content-Security-Policy, whose script hashes are those of the inline scripts found in the pages
 * (src/lib/content-security-policy.ts), so no list is kept by hand; and each page's `Link` header
 * of preloads (./module-preload.ts). Netlify serves them with the pages, and the local server reads
 * the same file from the build it serves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentSecurityPolicy, inlineScriptHashes } from '../lib/content-security-policy';
import { pageAddress, preloadLinks } from './module-preload';

export default function pageHeaders(): AstroIntegration {
  return {
    name: 'page-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        const preloads: string[] = [];
        let pages = 0;
        for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).sort()) {
          if (!file.endsWith('.html')) continue;
          pages++;
          const page = fs.readFileSync(path.join(outDir, file));
          for (const hash of inlineScriptHashes(page)) hashes.add(hash);
          const links = await preloadLinks(outDir, page);
          if (links.length) preloads.push(`${pageAddress(file)}\n  Link: ${links.join(', ')}\n`);
        }
        const policy = contentSecurityPolicy(process.env, hashes);
        fs.appendFileSync(path.join(outDir, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n${preloads.join('')}`);
        logger.info(`Content-Security-Policy for ${pages} pages, ${hashes.size} inline scripts allowed by hash; preloads for ${preloads.length} pages with islands hydrated on load.`);
      },
    },
  };
}
