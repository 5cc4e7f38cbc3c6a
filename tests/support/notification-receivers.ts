/**
 * A site of a test's own whose notification channels reach real receivers: its email channel a
 * real SMTP server (smtp-server, each mail read back with mailparser), its webhook a real HTTP
 * server. The site runs its functions in the test's process, so a test can also call the
 * scheduled sending itself.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { startTestSite, type TestSite } from './test-site';

// In the Standard Webhooks form (whsec_ and a base64 key), as a receiver's library expects it.
export const WEBHOOK_SECRET = 'whsec_+hRjGD1H3GMxqkrjeDNFCxx93nC2NWj5weahS04gErM=';
const SMTP_USER = { username: 'mailer', password: 'mail-password' };

export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}
export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  raw: string;
  /** The status the receiver answered this call with. */
  answered: number;
}

/** What arrived, in order, and how the receivers behave; a test sets the knobs and puts them back. */
export interface Receivers {
  mails: ReceivedMail[];
  hooks: ReceivedHook[];
  /** The webhook receiver's status: 200 takes the call, any other refuses it. */
  hookAnswer: number;
  /** How long the webhook receiver takes to answer, so two senders can overlap. */
  hookDelayMs: number;
  /** While set, the mail server refuses every mail with a temporary error (451). */
  smtpDown: boolean;
}

export interface NotifiedSite {
  site: TestSite;
  receivers: Receivers;
  /** Stops the site, then the receivers. */
  stop(): Promise<void>;
}

const listen = (server: { listen(port: number, host: string, done: () => void): unknown }, address: () => AddressInfo) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve(address().port)));

export interface ReceiverServers {
  receivers: Receivers;
  /** The site's channel settings that point at these receivers. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the receivers: a site started with their `env` notifies them. */
export async function startReceivers(): Promise<ReceiverServers> {
  const receivers: Receivers = { mails: [], hooks: [], hookAnswer: 200, hookDelayMs: 0, smtpDown: false };

  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.username && auth.password === SMTP_USER.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      if (receivers.smtpDown) callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          receivers.mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  const webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = receivers.hookAnswer;
      setTimeout(() => {
        receivers.hooks.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), answered });
        res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'down');
      }, receivers.hookDelayMs);
    });
  });

  const close = async () => {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    await new Promise((resolve) => webhook.close(resolve));
  };

  try {
    const smtpPort = await listen(smtp.server, () => smtp.server.address() as AddressInfo);
    const hookPort = await listen(webhook, () => webhook.address() as AddressInfo);
    const env = {
      SMTP_URL: `smtp://${SMTP_USER.username}:${SMTP_USER.password}@127.0.0.1:${smtpPort}`,
      ENQUIRY_EMAIL_TO: 'sales@example.com, owner@example.com',
      ENQUIRY_EMAIL_FROM: 'Website <website@example.com>',
      ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hooks/enquiry`,
      ENQUIRY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    return { receivers, env, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Starts the receivers, then the site (a database of its own, no delivery timer) with its channels pointed at them. */
export async function startNotifiedSite(env: Record<string, string> = {}): Promise<NotifiedSite> {
  const servers = await startReceivers();
  try {
    const started = await startTestSite(0, {
      ownDatabase: true,
      deliveryIntervalMs: 0,
      buildPages: false, // their tests ask only the calls
      env: { ...servers.env, ...env },
    });
    return {
      site: started.site,
      receivers: servers.receivers,
      async stop() {
        await started.stop();
        await servers.close();
      },
    };
  } catch (error) {
    // A site that did not start leaves no receiver listening behind it.
    await servers.close();
    throw error;
  }
}

/**
 * The call carries a fresh timestamp and the HMAC of it and the exact body under the site's secret,
 * and passes the Standard Webhooks check of the published library, as a receiver runs it, its id
 * being the delivery's. Returns the payload the library read.
 */
export function expectSigned(hook: ReceivedHook): unknown {
  const timestamp = String(hook.headers['x-enquiry-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(120);
  const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${hook.raw}`).digest('hex')}`;
  const given = String(hook.headers['x-enquiry-signature']);
  expect(given.length).toBe(expected.length);
  expect(timingSafeEqual(Buffer.from(given), Buffer.from(expected))).toBe(true);

  expect(hook.headers['webhook-id']).toBe(hook.headers['x-enquiry-delivery']);
  expect(hook.headers['webhook-timestamp']).toBe(timestamp);
  expect(hook.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  const headers = Object.fromEntries(Object.entries(hook.headers).map(([name, value]) => [name, String(value)]));
  const receiver = new Webhook(WEBHOOK_SECRET);
  // The check can fail: one character more in the body, and the library refuses it.
  expect(() => receiver.verify(`${hook.raw} `, headers)).toThrow('No matching signature found');
  return receiver.verify(hook.raw, headers);
}

/** Polls until the probe gives something (not undefined or false): channels deliver in their own time. */
export async function eventually<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
