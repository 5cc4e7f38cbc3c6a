/**
 * What a command (migrate, create-admin, the build) says when it fails: for a database that cannot
 * be reached or entered, one sentence naming the cause and the fix; for anything else, the error's
 * message on one line. Where the sentence names the server it takes host, port, user and database
 * from the address, and any password the message itself carries is masked, so none ever shows.
 */
import { parseIntoClientConfig } from 'pg-connection-string';

/** Node's codes for a certificate that does not chain to a trusted root, or no longer does. */
const UNTRUSTED_CERTIFICATE = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
]);
const NO_SUCH_HOST = new Set(['ENOTFOUND', 'EAI_AGAIN']);
const NO_ANSWER = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** pg's own words when connectionTimeoutMillis runs out. */
const TIMED_OUT = /timeout expired|due to connection timeout/i;

const SUPABASE_ROOT = 'Supabase dashboard → Project Settings → Database → SSL Configuration → "Download certificate"';

interface Settings {
  where: string;
  user: string;
  database: string;
  password?: string;
  ssl: boolean;
  rootFile: boolean;
}

export function describeFailure(error: unknown, url: string | undefined, env: Record<string, string | undefined> = process.env): string {
  const settings = url ? readSettings(url) : null;
  const sentence = (settings && connectionFailure(error, settings, env)) ?? oneLine(messageOf(error));
  return settings?.password ? maskPassword(sentence, settings.password) : sentence;
}

function connectionFailure(error: unknown, settings: Settings, env: Record<string, string | undefined>): string | null {
  const { where, user, database } = settings;
  const code = codeOf(error);
  const message = oneLine(messageOf(error));
  if (code && UNTRUSTED_CERTIFICATE.has(code)) {
    // Which root it was checked against, in db-config.ts's order: DATABASE_CA_CERT, sslrootcert, Node's own.
    const [cause, fix] = env.DATABASE_CA_CERT?.trim()
      ? ['does not verify against the root certificate in DATABASE_CA_CERT', "put the PEM text of the server's own root there"]
      : settings.rootFile
        ? ['does not verify against the root certificate in the sslrootcert file of DATABASE_URL', "point sslrootcert at the server's own root"]
        : ['comes from a root this machine does not trust', 'set DATABASE_CA_CERT to the PEM text of its root certificate (or add sslrootcert=<file> to DATABASE_URL)'];
    return `The database server at ${where} showed a certificate that ${cause} (${code}: ${message}); ${fix}; Supabase's root is at ${SUPABASE_ROOT}.`;
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return `The database server's certificate is not for ${where} (${message}); put the host name in DATABASE_URL exactly as the provider gives it (Supabase dashboard → Project Settings → Database → Connection string), not an IP address or another name.`;
  }
  if (code === '28P01' || /Tenant or user not found/i.test(message) || (code === '28000' && /role .* does not exist/i.test(message))) {
    return `PostgreSQL at ${where} refused the credentials in DATABASE_URL (${message}); check the user and password there (on Supabase's pooler the user is postgres.<project-ref>, and a password with @ : / # or % must be percent-encoded).`;
  }
  if (code === '28000') {
    const fix = /no encryption/.test(message)
      ? 'the server takes TLS connections only: end DATABASE_URL with ?sslmode=verify-full'
      : `check the user "${user}" and database "${database}" in DATABASE_URL`;
    return `PostgreSQL at ${where} has no rule admitting this connection (${message}); ${fix}.`;
  }
  if (code === '3D000') {
    return `PostgreSQL at ${where} has no database "${database}"; check the database name at the end of DATABASE_URL (on Supabase it is postgres).`;
  }
  if (code && NO_SUCH_HOST.has(code)) {
    return `The database host of ${where} could not be found (${code}); check the address in DATABASE_URL and that this machine is online.`;
  }
  if ((code && NO_ANSWER.has(code)) || TIMED_OUT.test(message)) {
    return `No database server answered at ${where} (${code ?? 'timed out'}); check the host and port in DATABASE_URL and that the server is running and reachable from here.`;
  }
  if (/does not support SSL/i.test(message) && settings.ssl) {
    return `The database server at ${where} does not offer TLS, but DATABASE_URL asks for it; use the provider's TLS address, or for a local server without TLS remove sslmode from DATABASE_URL.`;
  }
  return null;
}

function readSettings(url: string): Settings | null {
  try {
    const config = parseIntoClientConfig(url);
    const host = config.host || 'localhost';
    return {
      where: `${host.includes(':') ? `[${host}]` : host}:${config.port ?? 5432}`,
      user: config.user ?? '',
      database: config.database ?? '',
      password: typeof config.password === 'string' && config.password ? config.password : undefined,
      ssl: !!config.ssl,
      rootFile: /[?&]sslrootcert=/.test(url),
    };
  } catch {
    return null;
  }
}

/** The code of the error, or of the first of several (Node's AggregateError when every address of a name failed). */
function codeOf(error: unknown): string | undefined {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: unknown[] };
  if (typeof code === 'string') return code;
  return Array.isArray(errors) ? codeOf(errors[0]) : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error instanceof AggregateError) return error.errors.map(messageOf).join('; ');
  return String(error);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function maskPassword(text: string, password: string): string {
  return [password, encodeURIComponent(password)].reduce((masked, form) => masked.split(form).join('***'), text);
}
