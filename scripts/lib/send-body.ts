/**
 * Sends a Response's body to a Node writable (the HTTP response, or the compressor in front of it)
 * and ends it. When the client goes away mid-body the rest is still read to its end and dropped,
 * never cancelled: @netlify/static serves files as `Readable.toWeb(fs.createReadStream(…))`, and
 * cancelling such a stream while it flows can throw an uncaught ERR_INVALID_STATE ("Controller is
 * already closed") that takes the whole server down (nodejs/node#64529, open as of Node 22/24).
 * Reading on costs at most the rest of one file or function answer.
 */
import type { Writable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';

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
