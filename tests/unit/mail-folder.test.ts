/**
 * The local mail folder holds buyers' names, phones and quotation PDFs (every mail, when there is
 * no SMTP server): the folder and its files are the owner's alone, however they came to exist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepMailFolderPrivate, sendMail } from '../../src/server/notifications/mail-transport';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

const quotationMail = {
  subject: 'Quotation SCPM/2026-27/0001',
  text: 'Dear Asha Verma, please find attached our quotation. +91 98765 43210',
  html: '<p>Dear Asha Verma, please find attached our quotation.</p>',
  attachments: [{ filename: 'SCPM-2026-27-0001.pdf', content: Buffer.from('%PDF-1.7 a quotation'), contentType: 'application/pdf' }],
};

describe('the local mail folder', () => {
  let parent: string;
  let dir: string;
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-modes-'));
    dir = path.join(parent, 'mail');
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  const channel = () => ({ smtpUrl: null, mailDir: dir, to: ['asha@example.com'], from: 'sales@demo.example' });

  it('is made 0700 with each mail 0600, a mail written again included', async () => {
    await sendMail(channel(), quotationMail, 'quote-1');
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.join(dir, 'quote-1.eml'))).toBe('600');

    fs.chmodSync(path.join(dir, 'quote-1.eml'), 0o644);
    await sendMail(channel(), quotationMail, 'quote-1');
    expect(modeOf(path.join(dir, 'quote-1.eml'))).toBe('600');
  });

  it('is closed as the server starts when an earlier run left it open', async () => {
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    fs.writeFileSync(path.join(dir, 'enquiry-old.eml'), 'From: site\r\n\r\nRavi, 9876543210', { mode: 0o644 });
    fs.chmodSync(path.join(dir, 'enquiry-old.eml'), 0o644);
    await keepMailFolderPrivate(dir);
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.join(dir, 'enquiry-old.eml'))).toBe('600');
  });
});
