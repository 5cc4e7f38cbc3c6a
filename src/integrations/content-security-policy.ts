/**
 * Writes the site's Content-Security-Policy (src/lib/content-security-policy.ts) into the build
 * output's `_headers`, once every page is built: Netlify serves it as a header with every page, and
 * the local server reads the same file from the build it serves. The script hashes are those of the
 * inline scripts found in the built pages, so no list is kept by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentSecurityPolicy, inlineScriptHashes } from '../lib/content-security-policy';

export default function contentSecurityPolicyHeader(): AstroIntegration {
  return {
    name: 'content-security-policy',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        let pages = 0;
        for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue;
          pages++;
          for (const hash of inlineScriptHashes(fs.readFileSync(path.join(outDir, file)))) hashes.add(hash);
        }
        const policy = contentSecurityPolicy(process.env, hashes);
        fs.appendFileSync(path.join(outDir, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`);
        logger.info(`Content-Security-Policy for ${pages} pages, ${hashes.size} inline scripts allowed by hash.`);
      },
    },
  };
}
