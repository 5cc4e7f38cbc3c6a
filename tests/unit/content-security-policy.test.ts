import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/lib/content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  const first = "document.title = 'Machines — ✓ ₹ 2,45,000';";
  const second = 'console.log(1)';
  const page = `<!DOCTYPE html><html><head>
    <script type="application/ld+json">{"name":"Cup — ✓"}</script>
    <script src="/_astro/a.js"></script>
    <SCRIPT>${first}</SCRIPT>
    </head><body><p>Café “quotes”</p><script type="module">${second}</script ></body></html>`;

  it('hashes each inline script a browser runs, as the UTF-8 bytes of the page\'s file, and skips data blocks and scripts with a src', () => {
    expect(inlineScriptHashes(Buffer.from(page, 'utf8'))).toEqual([sha256(first), sha256(second)]);
  });
});
