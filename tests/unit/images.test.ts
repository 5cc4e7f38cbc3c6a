import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/http';
import { checkImage, decodeImageDataUrl, sniffImageType, storeImage } from '../../src/server/images/images';
import { dataUrl, declaredSizePng, noiseImage, smallImage } from '../support/images';

/** What `work` throws, as status and message. */
async function refusal(work: () => unknown): Promise<{ status: number; message: string }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('sniffImageType', () => {
  it.each(['webp', 'png', 'jpeg'] as const)('recognises a real %s by its bytes', async (format) => {
    expect(sniffImageType(await smallImage(format))).toBe(format);
  });

  it('recognises nothing else', async () => {
    expect(sniffImageType(await smallImage('gif'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    // A RIFF container that is not WEBP (a WAVE sound), and headers cut short.
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType((await smallImage('png')).subarray(0, 7))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WEB', 'latin1'))).toBeNull();
  });

  it('ignores what the bytes claim to be elsewhere (a data URL type is not consulted)', async () => {
    const png = await smallImage('png');
    expect(sniffImageType(decodeImageDataUrl(dataUrl(png, 'image/webp'), 'profilePic'))).toBe('png');
  });
});

describe('checkImage', () => {
  it('accepts an image up to its kind’s limit and refuses one byte more with 413', async () => {
    const header = await smallImage('png');
    const atLimit = Buffer.concat([header, Buffer.alloc(100 * 1024 - header.length)]);
    expect(await checkImage(atLimit, 'product', 'file')).toBe('png');
    const over = await refusal(() => checkImage(Buffer.concat([atLimit, Buffer.alloc(1)]), 'product', 'file'));
    expect(over).toEqual({ status: 413, message: 'file is 100 KB; the limit is 100 KB.' });
    // The same bytes are a fine profile photo (200 KB).
    expect(await checkImage(Buffer.concat([atLimit, Buffer.alloc(1)]), 'profile', 'file')).toBe('png');
  });

  it('refuses other types with 415 and nothing with 400, naming the field', async () => {
    expect(await refusal(async () => checkImage(await smallImage('gif'), 'profile', 'profilePic'))).toEqual({
      status: 415,
      message: 'profilePic must be a webp, png or jpeg image.',
    });
    expect(await refusal(() => checkImage(new Uint8Array(), 'product', 'file'))).toEqual({
      status: 400,
      message: 'file is empty.',
    });
  });
});

describe('checkImage and the pixels an image declares', () => {
  it('takes up to 25 million pixels and refuses more with 413, from the header alone', async () => {
    expect(await checkImage(declaredSizePng(5000, 5000), 'product', 'file')).toBe('png');
    expect(await refusal(() => checkImage(declaredSizePng(5001, 5000), 'product', 'file'))).toEqual({
      status: 413,
      message: 'file is 5001x5000 pixels; the limit is 25 million pixels (5000x5000).',
    });
    // 31 KB declaring 256 million pixels; its pixel data cut off, so only a header read can judge it.
    const huge = declaredSizePng(16000, 16000);
    expect(huge.length).toBeLessThan(32 * 1024);
    const started = performance.now();
    expect(await refusal(() => checkImage(huge.subarray(0, 200), 'profile', 'profilePic'))).toEqual({
      status: 413,
      message: 'profilePic is 16000x16000 pixels; the limit is 25 million pixels (5000x5000).',
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses an image whose header cannot be read with 415', async () => {
    const png = await smallImage('png');
    expect(await refusal(() => checkImage(png.subarray(0, 20), 'product', 'file'))).toEqual({
      status: 415,
      message: 'file is not a readable webp, png or jpeg image.',
    });
  });
});

describe('decodeImageDataUrl', () => {
  it('answers the bytes of a base64 image data URL', async () => {
    const webp = await smallImage('webp');
    expect(Buffer.from(decodeImageDataUrl(dataUrl(webp), 'profilePic'))).toEqual(webp);
  });

  it.each([
    ['an http link', 'https://example.com/me.webp'],
    ['a non-image data URL', 'data:text/html;base64,PHNjcmlwdD4='],
    ['text that is not base64', 'data:image/webp;base64,<script>alert(1)</script>'],
    ['a data URL without base64', 'data:image/webp,RIFF'],
  ])('refuses %s with 400 naming the field', async (_, value) => {
    expect(await refusal(() => decodeImageDataUrl(value, 'profilePic'))).toEqual({
      status: 400,
      message: 'profilePic must be an image data URL (data:image/webp;base64,...).',
    });
  });
});

describe('storeImage without Supabase', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    process.env.LOCAL_UPLOADS_DIR = dir;
  });
  afterEach(() => {
    process.env = { ...saved };
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the file under a random name with the extension of its real type', async () => {
    const jpeg = await smallImage('jpeg');
    const first = await storeImage(jpeg, 'product', { origin: 'http://127.0.0.1:8888' });
    const second = await storeImage(jpeg, 'product', { origin: 'http://127.0.0.1:8888' });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:8888\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(first.secure_url).toBe(first.url);
    expect(second.url).not.toBe(first.url);
    const name = path.basename(first.url);
    expect(fs.readFileSync(path.join(dir, name))).toEqual(jpeg);
  });

  it('answers the https form as secure_url when the request came over https', async () => {
    const image = await storeImage(await smallImage('png'), 'profile', { origin: 'http://shop.example', https: true });
    expect(image.url).toMatch(/^http:\/\/shop\.example\/uploads\/.+\.png$/);
    expect(image.secure_url).toBe(image.url.replace('http:', 'https:'));
  });

  it('writes nothing for a refused image', async () => {
    await refusal(async () => storeImage(await noiseImage('png', 101 * 1024), 'product', { origin: 'http://x' }));
    await refusal(async () => storeImage(await smallImage('gif'), 'product', { origin: 'http://x' }));
    await refusal(() => storeImage(declaredSizePng(16000, 16000), 'product', { origin: 'http://x' }));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('answers 503 when no storage is configured at all', async () => {
    delete process.env.LOCAL_UPLOADS_DIR;
    const original = console.error;
    console.error = () => undefined;
    try {
      expect((await refusal(async () => storeImage(await smallImage('png'), 'product', { origin: 'http://x' }))).status).toBe(503);
    } finally {
      console.error = original;
    }
  });
});

describe('storeImage with Supabase Storage', () => {
  // A stand-in for the Storage HTTP API (a third party's service, not our code): it records uploads.
  const uploads: { url: string; auth: string; type: string; upsert: string; bytes: Buffer }[] = [];
  let server: http.Server;
  let refuse = false;
  const saved = { ...process.env };

  beforeEach(async () => {
    uploads.length = 0;
    refuse = false;
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        uploads.push({
          url: `${req.method} ${req.url}`,
          auth: String(req.headers.authorization),
          type: String(req.headers['content-type']),
          upsert: String(req.headers['x-upsert']),
          bytes: Buffer.concat(chunks),
        });
        res.writeHead(refuse ? 400 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(refuse ? { statusCode: '403', error: 'Unauthorized', message: 'bad key' } : { Key: 'x', Id: 'y' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SUPABASE_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key-for-tests';
    process.env.SUPABASE_STORAGE_BUCKET = 'catalogue';
    process.env.LOCAL_UPLOADS_DIR = path.join(os.tmpdir(), 'must-not-be-used');
  });
  afterEach(async () => {
    process.env = { ...saved };
    await new Promise((resolve) => server.close(resolve));
  });

  it('uploads to the bucket under the kind’s folder and answers the public address', async () => {
    const webp = await smallImage('webp');
    const image = await storeImage(webp, 'product', { origin: 'http://ignored' });
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload.url).toMatch(/^POST \/storage\/v1\/object\/catalogue\/products\/[0-9a-f-]{36}\.webp$/);
    expect(upload.auth).toBe('Bearer service-role-key-for-tests');
    expect(upload.type).toBe('image/webp');
    expect(upload.upsert).toBe('false');
    expect(upload.bytes).toEqual(webp);
    const objectPath = upload.url.replace('POST /storage/v1/object/catalogue/', '');
    expect(image.url).toBe(`${process.env.SUPABASE_URL}/storage/v1/object/public/catalogue/${objectPath}`);
    expect(fs.existsSync(process.env.LOCAL_UPLOADS_DIR!)).toBe(false);
  });

  it('fails (a 500 for the caller, details in the log) when Storage refuses', async () => {
    refuse = true;
    await expect(storeImage(await smallImage('png'), 'profile', { origin: 'http://x' })).rejects.toThrow(
      /Supabase Storage upload failed/,
    );
  });
});
