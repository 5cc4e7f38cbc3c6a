/**
 * Text responses are compressed as Netlify's CDN does (brotli or gzip, per Accept-Encoding);
 * images are not, nor are bodies too small to gain from it.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const site = inject('site');

/** A raw GET: the body exactly as sent, undecoded (fetch would decompress it silently). */
function rawGet(path: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(new URL(path, site.url), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

async function stylesheetPath(): Promise<string> {
  const html = (await rawGet('/')).body.toString();
  const href = html.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/)?.[1] ?? html.match(/href="([^"]+\.css)"/)?.[1];
  expect(href, 'the home page links a stylesheet').toBeTruthy();
  return href!;
}

async function scriptPath(): Promise<string> {
  const html = (await rawGet('/')).body.toString();
  const src = html.match(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/)?.[1];
  expect(src, 'the home page loads a script').toBeTruthy();
  return src!;
}

describe('compression of text responses', () => {
  const paths: [string, () => Promise<string>][] = [
    ['the home page', async () => '/'],
    ['a product list from a function', async () => '/api/get-product'],
    ['the stylesheet', stylesheetPath],
    ['a script', scriptPath],
    ['a sitemap file', async () => '/sitemap-1.xml'],
  ];

  it.each(paths)('%s comes brotli- or gzip-encoded as asked, decoding to the same bytes as the plain answer', async (_, pathOf) => {
    const path = await pathOf();
    const plain = await rawGet(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip'] as const) {
      const encoded = await rawGet(path, encoding === 'br' ? 'gzip, deflate, br' : 'gzip, br;q=0');
      expect(encoded.status).toBe(200);
      expect(encoded.headers['content-encoding'], encoding).toBe(encoding);
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      // Streamed through the compressor: no length. A file of the build is kept compressed in
      // memory once (platform/http/immutable-file-cache.ts): the encoded body's own length.
      if (path.startsWith('/_astro/')) expect(Number(encoded.headers['content-length'])).toBe(encoded.body.length);
      else expect(encoded.headers['content-length']).toBeUndefined();
      expect(encoded.body.length).toBeLessThan(plain.body.length);
      expect(decode[encoding](encoded.body).equals(plain.body)).toBe(true);
    }
  });

  it('answers identity to a client that accepts no encoding, or only identity', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const { headers, body } = await rawGet('/', accept);
      expect(headers['content-encoding'], String(accept)).toBeUndefined();
      expect(body.toString()).toMatch(/^<!DOCTYPE html>/i);
    }
  });

  it('sends an answer under 1 KB as it is, with its length: a file, the sitemap index and a function\'s JSON', async () => {
    for (const path of ['/logo.svg', '/sitemap.xml', '/api/user-details']) {
      const plain = await rawGet(path);
      expect(plain.body.length, path).toBeLessThan(1024);
      const asked = await rawGet(path, 'gzip, deflate, br');
      expect(asked.status, path).toBe(200);
      expect(asked.headers['content-encoding'], path).toBeUndefined();
      expect(asked.headers['content-length'], path).toBe(String(plain.body.length));
      expect(asked.headers.vary, path).toMatch(/accept-encoding/i);
      expect(asked.body.equals(plain.body), path).toBe(true);
    }
  });

  it('never encodes an image', async () => {
    const image = await rawGet('/og-default.webp', 'br, gzip');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.subarray(8, 12).toString()).toBe('WEBP');
  });
});

describe('clients that leave mid-download', () => {
  /** GETs `path` and drops the connection after `afterMs`, or at its first bytes if they come sooner. */
  function dropped(path: string, afterMs: number): Promise<void> {
    return new Promise((resolve) => {
      const request = http.get(new URL(path, site.url), { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.once('data', () => request.destroy());
        res.on('close', resolve);
      });
      request.on('error', () => resolve());
      request.on('close', resolve);
      setTimeout(() => request.destroy(), afterMs);
    });
  }

  // A dropped file download once threw inside the server (a cancelled Readable.toWeb stream,
  // nodejs/node#64529) and took the whole site down for every later visitor.
  it('leave the site up: hundreds of scripts, styles and pictures dropped at every point of their download', async () => {
    const html = (await rawGet('/')).body.toString();
    const files = [...new Set([...html.matchAll(/(?:src|href|component-url|renderer-url)="(\/[^"]+\.(?:js|css|webp|svg))"/g)].map((m) => m[1]))];
    expect(files.length).toBeGreaterThan(5);
    for (let round = 0; round < 20; round++) {
      await Promise.all(files.map((file, i) => dropped(file, (i + round) % 6)));
    }
    const after = await rawGet('/', 'br');
    expect(after.status).toBe(200);
    expect(decode.br(after.body).toString()).toMatch(/^<!DOCTYPE html>/i);
  });
});
