/**
 * POST /api/upload-image over real HTTP: multipart `file` + `upload_preset`, answered with `url` and
 * `secure_url` at the top level like the cloud image host; admin only; judged by the bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi } from '../support/http';
import { declaredSizePng, fileCount, noiseImage, smallImage, uploadsDirOf } from '../support/images';

const site = inject('site');

interface UploadAnswer {
  success: boolean;
  error: boolean;
  message: string;
  url?: string;
  secure_url?: string;
  data?: { url: string; secure_url: string };
}

function form(fields: Record<string, string | { bytes: Buffer; name: string; type: string }>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return data;
}

async function upload(body: BodyInit, headers: Record<string, string> = {}): Promise<{ status: number; body: UploadAnswer }> {
  const response = await fetch(new URL('/api/upload-image', site.url), { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const file = (bytes: Buffer, name = 'photo.webp', type = 'image/webp') => ({ bytes, name, type });

let admin: TestAccount;
let buyer: TestAccount;
let uploads: string;

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
  const first = await upload(form({ file: file(await smallImage('webp')), upload_preset: 'product' }), { cookie: admin.cookie });
  expect(first.status, first.body.message).toBe(201);
  uploads = uploadsDirOf(first.body.url!);
});

describe('POST /api/upload-image', () => {
  it('stores an admin’s product image and answers url and secure_url at the top level (201)', async () => {
    const webp = await smallImage('webp');
    const before = fileCount(uploads);
    const { status, body } = await upload(form({ file: file(webp), upload_preset: 'product' }), { cookie: admin.cookie });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, error: false });
    expect(body.url).toMatch(new RegExp(`^${site.url}/uploads/[0-9a-f-]{36}\\.webp$`));
    expect(body.secure_url).toBe(body.url); // plain http locally; the https form over https
    expect(body.data).toEqual({ url: body.url, secure_url: body.secure_url });
    expect(fileCount(uploads)).toBe(before + 1);

    const served = await fetch(body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/webp/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(webp);
  });

  it.each([
    ['png', 'photo.png', 'image/png', /\.png$/],
    ['jpeg', 'photo.jpg', 'image/jpeg', /\.jpg$/],
    ['png', 'photo.webp', 'image/webp', /\.png$/], // named and declared webp: the bytes decide
    ['jpeg', 'notes.txt', 'text/plain', /\.jpg$/],
  ] as const)('accepts a %s sent as %s (%s) and names it by its bytes', async (format, name, type, extension) => {
    const bytes = await smallImage(format);
    const { status, body } = await upload(form({ file: file(bytes, name, type), upload_preset: 'product' }), { cookie: admin.cookie });
    expect(status).toBe(201);
    expect(body.url).toMatch(extension);
    expect(fs.readFileSync(path.join(uploads, path.basename(body.url!)))).toEqual(bytes);
  });

  it('keeps the uploaded name out of the stored one (no path tricks, no markup)', async () => {
    const { status, body } = await upload(
      form({ file: file(await smallImage('png'), '../../../<script>alert(1)</script>.png', 'image/png'), upload_preset: 'product' }),
      { cookie: admin.cookie },
    );
    expect(status).toBe(201);
    expect(path.basename(body.url!)).toMatch(/^[0-9a-f-]{36}\.png$/);
  });

  it('answers the http address as secure_url over http, whatever X-Forwarded-Proto a client writes', async () => {
    const { status, body } = await upload(form({ file: file(await smallImage('png')), upload_preset: 'product' }), {
      cookie: admin.cookie,
      'x-forwarded-proto': 'https',
    });
    expect(status).toBe(201);
    expect(body.url).toMatch(/^http:\/\//);
    expect(body.secure_url).toBe(body.url);
  });

  it('takes a profile photo up to 200 KB but a product image only up to 100 KB (413)', async () => {
    const between = await noiseImage('webp', 120 * 1024);
    expect(between.length).toBeGreaterThan(100 * 1024);
    expect(between.length).toBeLessThanOrEqual(200 * 1024);
    const profile = await upload(form({ file: file(between), upload_preset: 'profile' }), { cookie: admin.cookie });
    expect(profile.status).toBe(201);

    const before = fileCount(uploads);
    const product = await upload(form({ file: file(between), upload_preset: 'product' }), { cookie: admin.cookie });
    expect(product.status).toBe(413);
    expect(product.body).toMatchObject({ success: false, error: true });
    expect(product.body.message).toMatch(/^file is \d+ KB; the limit is 100 KB\.$/);
    const tooBig = await upload(form({ file: file(await noiseImage('webp', 201 * 1024)), upload_preset: 'profile' }), { cookie: admin.cookie });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/the limit is 200 KB/);
    expect(fileCount(uploads)).toBe(before);
  });

  it('refuses an image that declares more than 25 million pixels (413), read from its header, and stores nothing', async () => {
    const huge = declaredSizePng(16000, 16000); // 31 KB: well within the 100 KB of a product image
    const before = fileCount(uploads);
    const { status, body } = await upload(form({ file: file(huge, 'plan.png', 'image/png'), upload_preset: 'product' }), { cookie: admin.cookie });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, error: true, message: 'file is 16000x16000 pixels; the limit is 25 million pixels (5000x5000).' });
    expect(fileCount(uploads)).toBe(before);
  });

  it.each(['product', 'profile'])('refuses anonymous visitors (401) and GENERAL users (403) for the %s preset', async (preset) => {
    const before = fileCount(uploads);
    const image = await smallImage('webp');
    const anonymous = await upload(form({ file: file(image), upload_preset: preset }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: true, message: 'Please log in first.' });
    const general = await upload(form({ file: file(image), upload_preset: preset }), { cookie: buyer.cookie });
    expect(general.status).toBe(403);
    expect(general.body).toEqual({ success: false, error: true, message: 'Only an admin can do this.' });
    expect(fileCount(uploads)).toBe(before);
  });

  it.each([
    ['the file missing', 400, async () => form({ upload_preset: 'product' }), 'file is required.'],
    ['the file sent as text', 400, async () => form({ file: 'RIFF....WEBP', upload_preset: 'product' }), 'file must be an uploaded file, not text.'],
    ['an empty file', 400, async () => form({ file: file(Buffer.alloc(0)), upload_preset: 'product' }), 'file is empty.'],
    ['the preset missing', 400, async () => form({ file: file(await smallImage('webp')) }), 'upload_preset must be "product" or "profile".'],
    ['an unknown preset', 400, async () => form({ file: file(await smallImage('webp')), upload_preset: "banner' or 1=1" }), 'upload_preset must be "product" or "profile".'],
    ['a GIF', 415, async () => form({ file: file(await smallImage('gif'), 'a.gif', 'image/gif'), upload_preset: 'product' }), 'file must be a webp, png or jpeg image.'],
    ['HTML named as a webp', 415, async () => form({ file: file(Buffer.from('<script>alert(1)</script>'), 'x.webp', 'image/webp'), upload_preset: 'product' }), 'file must be a webp, png or jpeg image.'],
  ])('answers %s (%i), naming the problem, and stores nothing', async (_, status, makeForm, message) => {
    const before = fileCount(uploads);
    const response = await upload(await makeForm(), { cookie: admin.cookie });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, error: true, message });
    expect(fileCount(uploads)).toBe(before);
  });

  it('answers 415 for JSON, 400 for a broken multipart body and 413 for a body over 1 MB', async () => {
    const before = fileCount(uploads);
    const json = await upload(JSON.stringify({ file: 'x', upload_preset: 'product' }), {
      cookie: admin.cookie,
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const broken = await upload('this is not multipart', {
      cookie: admin.cookie,
      'content-type': 'multipart/form-data; boundary=----nothing',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/multipart/);
    const huge = await upload(form({ file: file(Buffer.alloc(1024 * 1024 + 1, 1)), upload_preset: 'product' }), { cookie: admin.cookie });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than 1 MB/);
    expect(fileCount(uploads)).toBe(before);
  });

  it('answers 413 to every large upload in a row: the client sends its whole body, then reads the answer', async () => {
    // The 413 is decided from content-length alone; the client must still get to write the body.
    for (let round = 0; round < 10; round++) {
      const { status } = await upload(form({ file: file(Buffer.alloc(3 * 1024 * 1024, 1)), upload_preset: 'product' }), { cookie: admin.cookie });
      expect(status).toBe(413);
    }
  });

  it('refuses an upload posted from another site (403), even with an admin cookie', async () => {
    const before = fileCount(uploads);
    const { status, body } = await upload(form({ file: file(await smallImage('webp')), upload_preset: 'product' }), {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(status).toBe(403);
    expect(body.message).toMatch(/other sites/);
    expect(fileCount(uploads)).toBe(before);
  });

  it('answers 405 to GET', async () => {
    const { status, headers } = await callApi(site.url, '/api/upload-image', { headers: { cookie: admin.cookie } });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });
});

/** A lossy WebP's size, from its VP8 frame header. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.subarray(8, 16).toString()).toBe('WEBPVP8 ');
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

describe('the image CDN (/.netlify/images) the product cards ask', () => {
  const cdn = (url: string, width: number) => fetch(new URL(`/.netlify/images?url=${encodeURIComponent(url)}&w=${width}`, site.url));

  it('answers a product picture of the site cut to a card\'s width, a fraction of the upload\'s bytes', async () => {
    const products = (await callApi<{ productImage: string[] }[]>(site.url, '/api/get-product')).body.data!;
    const picture = products.map((p) => p.productImage[0]).find((src) => src?.startsWith('/'))!;
    const original = Buffer.from(await (await fetch(new URL(picture, site.url))).arrayBuffer());
    expect(webpSize(original)).toEqual({ width: 800, height: 800 });
    for (const width of [160, 320]) {
      const response = await cdn(picture, width);
      expect(response.status, String(width)).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const cut = Buffer.from(await response.arrayBuffer());
      expect(webpSize(cut)).toEqual({ width, height: width });
      expect(cut.length).toBeLessThan(original.length / 2);
    }
  });

  it('refuses to fetch another site\'s picture (403)', async () => {
    for (const url of [
      'https://example.com/machine.webp',
      '//example.com/machine.webp',
      'https://evil.supabase.co.example.com/storage/v1/object/public/x.webp',
      'https://example.com/?from=https://abc.supabase.co/storage/v1/object/public/x.webp',
    ]) {
      expect((await cdn(url, 160)).status, url).toBe(403);
    }
  });
});
