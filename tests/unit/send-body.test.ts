/** The local server's body sending: all of it with back-pressure; a client that leaves never cancels a file stream. */
import { PassThrough, Readable, Writable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readUpTo, sendBody } from '../../platform/http/send-body';

/** A body made the way @netlify/static makes a file's: a Node stream turned into a web stream. */
function fileLikeBody() {
  const source = new PassThrough();
  return { source, body: Readable.toWeb(source) as unknown as ReadableStream<Uint8Array> };
}

/** A client that takes one byte at a time, slowly, so writes meet back-pressure. */
function slowClient() {
  const received: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk);
      setTimeout(done, 2);
    },
  });
  return { out, received };
}

describe('sendBody', () => {
  it('sends every chunk in order, waiting for the client to drain, then ends', async () => {
    const { source, body } = fileLikeBody();
    const { out, received } = slowClient();
    const sent = sendBody(body, out);
    for (let i = 0; i < 50; i++) source.write(`chunk ${i};`);
    source.end();
    await sent;
    expect(out.writableEnded).toBe(true);
    expect(Buffer.concat(received).toString()).toBe(Array.from({ length: 50 }, (_, i) => `chunk ${i};`).join(''));
  });

  it('when the client leaves mid-body, reads the rest of the file and drops it, with no uncaught error', async () => {
    const { source, body } = fileLikeBody();
    const { out, received } = slowClient();
    const sent = sendBody(body, out);
    source.write('first;');
    await sleep(10);
    out.destroy(new Error('client reset the connection'));
    // Data the file stream still has arrives after the client is gone: it is read, not cancelled.
    for (let i = 0; i < 20; i++) source.write(`late ${i};`);
    source.end();
    await sent;
    expect(source.readableEnded, 'the file stream was read to its end, not cancelled').toBe(true);
    expect(Buffer.concat(received).toString()).toBe('first;');
  });

  it('a body that fails cuts the answer short instead of ending it as if complete', async () => {
    const { source, body } = fileLikeBody();
    const { out } = slowClient();
    out.on('error', () => undefined);
    const sent = sendBody(body, out);
    source.write('part;');
    await sleep(10);
    source.destroy(new Error('the function threw'));
    await sent;
    expect(out.destroyed).toBe(true);
    expect(out.writableFinished).toBe(false);
  });
});

describe('readUpTo', () => {
  const chunked = (...chunks: string[]) => Readable.toWeb(Readable.from(chunks.map((c) => Buffer.from(c)))) as unknown as ReadableStream<Uint8Array>;
  const readAll = async (body: ReadableStream<Uint8Array>) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) chunks.push(chunk);
    return Buffer.concat(chunks).toString();
  };

  it('gives a body that ends within the limit whole', async () => {
    const read = await readUpTo(chunked('{"ok":', 'true}'), 1024);
    expect(Buffer.isBuffer(read) && read.toString()).toBe('{"ok":true}');
  });

  it('gives a longer body on as a stream that replays what was read, then the rest, in order', async () => {
    const read = await readUpTo(chunked('a'.repeat(600), 'b'.repeat(600), 'c'.repeat(600)), 1024);
    expect(Buffer.isBuffer(read)).toBe(false);
    expect(await readAll(read as ReadableStream<Uint8Array>)).toBe('a'.repeat(600) + 'b'.repeat(600) + 'c'.repeat(600));
  });
});
