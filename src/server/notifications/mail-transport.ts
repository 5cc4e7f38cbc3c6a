/**
 * How a mail leaves: over SMTP with nodemailer, or, locally with no SMTP server, as an RFC 822 .eml
 * file in the channel's mail folder. Every mail the site sends goes this way. The folder holds
 * buyers' names, phones and quotations, so it and its files are the owner's alone (0700, 0600).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailChannel } from './channels';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Where a reply goes when it is not the sender (a buyer answering a quotation). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends `mail` to the channel's recipients; `fileStem` names the .eml file when there is no SMTP server. */
export async function sendMail(channel: EmailChannel, mail: OutgoingMail, fileStem: string): Promise<void> {
  const message = { from: channel.from, to: channel.to, ...mail };
  if (channel.smtpUrl) {
    const transport = nodemailer.createTransport({ url: channel.smtpUrl, ...SMTP_TIMEOUTS });
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(message);
  const dir = channel.mailDir!;
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const file = path.join(dir, `${fileStem}.eml`);
  await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
  // The mode above counts only for a new file; a mail written again keeps the file's old one.
  await fs.chmod(file, PRIVATE_FILE);
}

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Makes the mail folder, or closes one written before its files were the owner's alone: the folder
 * 0700 and each file in it 0600. The local server runs it as it starts.
 */
export async function keepMailFolderPrivate(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  await fs.chmod(dir, PRIVATE_FOLDER);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) await fs.chmod(path.join(dir, entry.name), PRIVATE_FILE);
  }
}
