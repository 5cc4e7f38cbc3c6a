/**
 * The local mail folder (DATA_DIR/mail/*.eml: every mail the site sent, where there is no SMTP
 * server; src/server/notifications/mail-transport.ts writes it) as erasure and retention meet it
 * (docs/spec.md §26.4, §26.5): it stands in for the sent mail, so the mails that name an erased
 * person go, and so do those written longer ago than the leads are kept. With SMTP there is no
 * folder, and nothing to do.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { mailServer } from '../notifications/channels';

/** The folder, when mails are written to one. */
export const mailFolder = (env: Record<string, string | undefined> = process.env): string | null => mailServer(env)?.mailDir ?? null;

/**
 * A mail's text as a reader sees it, for a search: the raw message with its quoted-printable parts
 * decoded (a soft line break can fall inside a phone number) and each base64 body decoded beside it
 * (nodemailer writes a text of non-Latin script that way).
 */
export function mailText(raw: Buffer): string {
  const text = raw.toString('latin1');
  const quotedPrintable = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64Bodies = (text.match(/(?:^[A-Za-z0-9+/]{4,}={0,2}\r?\n)+/gm) ?? []).map((block) =>
    Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Bodies].join('\n');
}

async function mailFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.eml')).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes a file; one another run removed first counts as not removed here. */
async function remove(file: string): Promise<boolean> {
  try {
    await fs.unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Removes the mails whose file name holds one of `stems` (a lead's id names its mails) or whose text
 * `names` says is about the person; answers how many went.
 */
export async function removeMailNaming(dir: string, stems: string[], names: ((text: string) => boolean) | null): Promise<number> {
  let removed = 0;
  for (const name of await mailFiles(dir)) {
    const file = path.join(dir, name);
    let about = stems.some((stem) => name.includes(stem));
    if (!about && names) {
      const raw = await fs.readFile(file).catch(() => null);
      about = raw !== null && names(mailText(raw));
    }
    if (about && (await remove(file))) removed += 1;
  }
  return removed;
}

/** Removes the mails written at or before `cutoff` (the file's time is when it was sent); answers how many went. */
export async function removeMailWrittenBy(dir: string, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const name of await mailFiles(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtime <= cutoff && (await remove(file))) removed += 1;
  }
  return removed;
}
