/**
 * The one place a database address becomes a `pg` connection config, for the functions, the build,
 * the scripts, the tests and the benches alike.
 *
 * TLS comes from the URL, read by pg-connection-string: `sslmode=verify-full` (and, in pg 8, `require`)
 * verifies the server certificate against Node's trusted roots, or against `sslrootcert=<file>`;
 * `uselibpqcompat=true&sslmode=require` encrypts without verifying, as libpq does. Supabase's
 * certificate chains to Supabase's own root, which Node does not trust, so a hosted site passes
 * that root's PEM text in DATABASE_CA_CERT (Netlify variables hold text, not files).
 *
 * No side effects here (db.ts sets pg's global type parsers): scripts and tests import this freely.
 */
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/;

export function pgConfig(url: string, env: Record<string, string | undefined> = process.env): pg.ClientConfig {
  // Parsed here rather than passed as `connectionString`: pg would let the URL's TLS settings
  // replace an `ssl` object given beside it.
  const config = parseIntoClientConfig(url);
  // Literal "\n" sequences, for a certificate pasted onto one line.
  const ca = env.DATABASE_CA_CERT?.replace(/\\n/g, '\n').trim();
  // A URL that does not ask for TLS (the embedded database's) stays as it is.
  if (!ca || !config.ssl) return config;
  if (!PEM_CERTIFICATE.test(ca)) {
    throw new Error(
      'DATABASE_CA_CERT must hold the PEM text of the root certificate (from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----), not a file name; for a file, use sslrootcert=<path> in DATABASE_URL.',
    );
  }
  // The given root replaces any other (sslrootcert too), and the check is always the full one:
  // chain to that root and host name in the certificate, whatever weaker mode the URL names.
  const { checkServerIdentity: _weaker, ...options } = typeof config.ssl === 'object' ? config.ssl : {};
  return { ...config, ssl: { ...options, ca, rejectUnauthorized: true } };
}

/**
 * Runs `work` on a connection of its own to `url`, outside any pool, and closes it: for the
 * commands (migrate, the build's check), the demo seed, the site builder, the tests and benches.
 */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(pgConfig(url));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
