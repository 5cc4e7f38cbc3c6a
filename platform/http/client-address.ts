/**
 * The visitor's address as the local server knows it, in the place Netlify's context.ip takes it
 * from. A client can write any X-Forwarded-For, so the header counts only when the server is told
 * it sits behind a proxy (TRUST_PROXY=1); then its last entry is the one that proxy saw and added.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  const address = forwarded || socketAddress || '';
  // An IPv4 visitor of a dual-stack socket shows as ::ffff:a.b.c.d; it is the same address.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
