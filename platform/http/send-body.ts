/**
 * Sends a Response's body to a Node writable (the HTTP response, or the compressor in front of it)
 * and ends it. When the client goes away mid-body the rest is still read to its end and dropped,
 * never cancelled: @netlify/static serves files as `Readable.toWeb(fs.createReadStream(…))`, and
 * cancelling such a stream while it flows can throw an uncaught ERR_INVALID_STATE ("Controller is
 * already closed") that takes the whole server down (nodejs/node#64529, open as of Node 22/24).
 * Reading on costs at most the rest of one file or function answer.
 */
import type { Writable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';

export async function sendBody(body: ReadableStream<Uint8Array>, out: Writable): Promise<void> {
  let gone = out.destroyed || out.writableEnded;
  let wake = () => {};
  const onGone = () => {
    gone = true;
    wake();
  };
  // A client that resets the connection is not an error of ours; unheard, it would be thrown.
  out.on('error', onGone);
  out.once('close', onGone);
  try {
    for await (const chunk of body.values({ preventCancel: true })) {
      if (gone || out.write(chunk)) continue;
      await new Promise<void>((resolve) => {
        wake = () => {
          out.off('drain', wake);
          resolve();
        };
        out.on('drain', wake);
      });
    }
  } catch {
    // The body itself failed (a function's stream threw): cut the answer short, as a proxy would.
    gone = true;
    out.destroy();
  } finally {
    out.off('close', onGone);
    if (!gone) out.end();
  }
}

/**
 * Reads a body until it ends or passes `limit` bytes: the whole body when it ended within them (its
 * length is then known), else a stream that replays what was read and goes on with the rest.
 */
export async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Buffer | ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const read: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(read);
    read.push(value);
    bytes += value.length;
    if (bytes >= limit) break;
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of read) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
