/**
 * The rules of erasure that need no database (docs/spec.md §26.4): the ADMIN's input as the form
 * and the function read it, and how a mail of the local mail folder is found to name a person
 * however it wrote the number. The erasure itself, across the tables, is tests/api/erasure.test.ts;
 * the retention run tests/api/retention.test.ts (its setting, tests/unit/privacy-notice.test.ts).
 */
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { ERASURE_MESSAGES, erasureSchema } from '../../src/lib/validation/erasure';
import { mailText } from '../../src/server/privacy/mail-folder';
import { namesPerson, personOf } from '../../src/server/privacy/person-match';

const parse = (input: Record<string, unknown>) => {
  const result = erasureSchema.safeParse(input);
  return result.success ? result.data : result.error.issues[0].message;
};

describe('the erasure input (POST /api/erase-person)', () => {
  it('reads a phone as the enquiry form does, an email as given, and the reason trimmed', () => {
    for (const written of ['+91 98765 43210', '09876543210', '98765-43210', ' 9876543210 ']) {
      expect(parse({ phone: written, reason: ' Asked by mail ' })).toEqual({ phone: '9876543210', email: null, reason: 'Asked by mail' });
    }
    expect(parse({ email: ' Asha@Example.com ', phone: '', reason: 'Asked' })).toEqual({ phone: null, email: 'Asha@Example.com', reason: 'Asked' });
  });

  it('refuses what names no person, a number or address that is none, and a missing, long or telling reason', () => {
    expect(parse({ reason: 'Asked' })).toBe(ERASURE_MESSAGES.personRequired);
    expect(parse({ phone: '  ', email: null, reason: 'Asked' })).toBe(ERASURE_MESSAGES.personRequired);
    expect(parse({ phone: '+1 98765 43210', reason: 'Asked' })).toBe(ERASURE_MESSAGES.phone);
    expect(parse({ phone: '58765 43210', reason: 'Asked' })).toBe(ERASURE_MESSAGES.phone);
    expect(parse({ phone: 9876543210, reason: 'Asked' })).toBe('phone must be text.');
    expect(parse({ email: 'asha.example.com', reason: 'Asked' })).toBe(ERASURE_MESSAGES.email);
    expect(parse({ phone: '9876543210' })).toBe('reason is required.');
    expect(parse({ phone: '9876543210', reason: '   ' })).toBe('reason is required.');
    expect(parse({ phone: '9876543210', reason: 'x'.repeat(501) })).toBe('reason must be at most 500 characters.');
    expect(parse({ phone: '9876543210', reason: 'x'.repeat(500) })).toMatchObject({ reason: 'x'.repeat(500) });
    // The timeline keeps the reason after the data has gone.
    expect(parse({ phone: '9876543210', reason: 'Called from 98765 43210' })).toBe(ERASURE_MESSAGES.reasonNamesPerson);
    expect(parse({ email: 'asha@example.com', reason: 'Mail from ASHA@example.com' })).toBe(ERASURE_MESSAGES.reasonNamesPerson);
  });
});

/** A mail as the site writes it to the mail folder (src/server/notifications/mail-transport.ts). */
async function eml(mail: { to?: string; subject: string; text: string; html?: string }): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({ from: 'sales@demo.example', to: mail.to ?? 'sales@demo.example', ...mail });
  return info.message as Buffer;
}

describe('a mail of the local mail folder names a person', () => {
  const names = namesPerson(personOf(['9876543210'], ['Asha@Example.com']))!;

  it('by the number however the mail wrote it, or the email in any case', async () => {
    for (const written of ['+91 98765 43210', 'tel:+919876543210', 'https://wa.me/919876543210', '98765-43210', '9876543210']) {
      expect(names(mailText(await eml({ subject: 'New enquiry', text: `Call ${written}` }))), written).toBe(true);
    }
    expect(names(mailText(await eml({ to: 'ASHA@example.com', subject: 'Your quotation', text: 'Attached.' })))).toBe(true);
    expect(names(mailText(await eml({ subject: 'New enquiry', text: 'Call +91 98765 43211, or asha@example.org' })))).toBe(false);
  });

  it('when a long line folds the number, or the text is in another script', async () => {
    // Quoted-printable breaks a long line at 76 characters, wherever the number falls.
    for (let pad = 60; pad < 80; pad++) {
      const raw = await eml({ subject: 'x', text: '', html: `<p>${'₹'.repeat(3)}${'a'.repeat(pad)} +91 98765 43210</p>` });
      expect(names(mailText(raw)), `after ${pad}`).toBe(true);
    }
    const hindi = await eml({ subject: 'पूछताछ', text: `${'नमस्ते '.repeat(20)}फ़ोन 9876543210` });
    expect(hindi.toString()).not.toContain('9876543210');
    expect(names(mailText(hindi))).toBe(true);
  });
});
