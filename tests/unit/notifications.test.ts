import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { enquiryUpdateSchema, FOLLOW_UP_MESSAGE, OWNER_ID_MESSAGE } from '../../src/lib/validation/enquiry-update';
import { firstIssue } from '../../src/lib/validation/common';
import { escapeHtml } from '../../src/lib/html';
import { enquiryMail, enquiryMailTo, sendEnquiryMail } from '../../src/server/enquiries/enquiry-mail';
import { webhookPayload } from '../../src/server/enquiries/enquiry-webhook';
import type { Lead } from '../../src/server/enquiries/lead';
import { configuredChannels, emailChannel, webhookChannel } from '../../src/server/notifications/channels';
import { retryDelayMinutes, RETRY_MINUTES } from '../../src/server/notifications/outbox';
import { Webhook } from 'standardwebhooks';
import { standardSignature, webhookSignature } from '../../src/server/notifications/webhook';

const lead: Lead = {
  enquiry: {
    _id: '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
    productId: '11111111-2222-4333-8444-555555555555',
    productName: 'Paper Cup Machine',
    name: 'Ravi "R" <Kumar>',
    phone: '9876543210',
    email: null,
    address: 'Line 1\nSakchi & Co',
    message: "<img src=x onerror=alert(1)> it's urgent",
    createdAt: '2026-11-20T10:00:00.000Z',
    reference: 'ENQ-2611-0042',
  },
  product: { _id: '11111111-2222-4333-8444-555555555555', productName: 'Paper Cup Machine', brandName: 'SCPM', category: 'paper-cup-making-machines' },
  repeatOf: null,
  owner: null,
};
const links = {
  companyName: 'Demo',
  productUrl: 'https://shop.example/product/11111111-2222-4333-8444-555555555555',
  adminUrl: 'https://shop.example/admin-panel/all-enquiries',
  leadUrl: 'https://shop.example/admin-panel/all-enquiries?lead=7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
  firstLeadUrl: null,
};

describe('the enquiry mail', () => {
  it('escapes everything the buyer typed in the HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const { html } = enquiryMail(lead, links);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<Kumar>');
    expect(html).toContain('Ravi &quot;R&quot; &lt;Kumar&gt;');
    expect(html).toContain('Line 1<br>Sakchi &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; it&#39;s urgent');
  });

  it('names the product with a link, the phone as people read it with a tel: link with +91, and the admin list', () => {
    const { subject, text, html } = enquiryMail(lead, links);
    expect(subject).toBe('New enquiry: Paper Cup Machine from Ravi "R" <Kumar>');
    expect(html).toContain(`<a href="${links.productUrl}">Paper Cup Machine</a>`);
    expect(html).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    expect(html).toContain(`href="${links.adminUrl}"`);
    expect(text).toContain('Phone:   +91 98765 43210\n');
    for (const part of [links.productUrl, links.adminUrl, 'Ravi "R" <Kumar>', 'Line 1\nSakchi & Co', lead.enquiry.message]) {
      expect(text).toContain(part);
    }
  });

  it('gives the buyer’s email, as a mailto: link, only when the buyer gave one', () => {
    const withEmail = enquiryMail({ ...lead, enquiry: { ...lead.enquiry, email: 'ravi.kumar@example.com' } }, links);
    expect(withEmail.text).toContain('Phone:   +91 98765 43210\nEmail:   ravi.kumar@example.com\nAddress:');
    expect(withEmail.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Email</th><td style="padding:4px 0"><a href="mailto:ravi.kumar@example.com">ravi.kumar@example.com</a></td>');
    const without = enquiryMail(lead, links);
    expect(without.text).not.toContain('Email');
    expect(without.html).not.toMatch(/Email|mailto:/);
  });

  it('gives the time it was sent in India with the zone named: 23:00 UTC is the next morning', () => {
    const { text, html } = enquiryMail({ ...lead, enquiry: { ...lead.enquiry, createdAt: '2026-11-23T23:00:20.000Z' } }, links);
    expect(text).toContain('Sent:    24 Nov 2026, 4:30 am IST');
    expect(html).toContain('<td style="padding:4px 0">24 Nov 2026, 4:30 am IST</td>');
    expect(`${text}${html}`).not.toMatch(/GMT|23 Nov/);
  });

  it('links this lead, and says a repeat enquiry is one with a link to the first lead (SPEC §21.2)', () => {
    const first = enquiryMail(lead, links);
    expect(first.text).toContain(`This lead: ${links.leadUrl}`);
    expect(first.html).toContain(`href="${links.leadUrl}"`);
    expect(`${first.text}${first.html}`).not.toContain('repeat');
    const firstLeadUrl = 'https://shop.example/admin-panel/all-enquiries?lead=00000000-0000-4000-8000-000000000001';
    const repeat = enquiryMail({ ...lead, repeatOf: '00000000-0000-4000-8000-000000000001' }, { ...links, firstLeadUrl });
    expect(repeat.text).toContain(`A repeat enquiry from a buyer already in contact. First lead: ${firstLeadUrl}`);
    expect(repeat.html).toContain(`<strong>A repeat enquiry from a buyer already in contact.</strong> <a href="${firstLeadUrl}">Open the first lead</a>`);
  });

  it('names the lead’s owner, or says nobody owns it, and goes to the owner too (docs/spec.md §23.2)', () => {
    const owner = { _id: 'u-1', name: 'Priya <Sharma>', email: 'Priya@Example.com' };
    const owned = enquiryMail({ ...lead, owner }, links);
    expect(owned.text).toContain('Owner:   Priya <Sharma>\n');
    expect(owned.html).toContain('Priya &lt;Sharma&gt;');
    expect(enquiryMail(lead, links).text).toContain('Owner:   unassigned\n');
    expect(enquiryMailTo(['sales@example.com'], { ...lead, owner })).toEqual(['sales@example.com', 'Priya@Example.com']);
    // An owner already among the team's addresses gets the mail once.
    expect(enquiryMailTo(['priya@example.com', 'sales@example.com'], { ...lead, owner })).toEqual(['priya@example.com', 'sales@example.com']);
    expect(enquiryMailTo(['sales@example.com'], lead)).toEqual(['sales@example.com']);
  });

  it('still reads well when the product is gone', () => {
    const { text, html } = enquiryMail({ ...lead, product: null, enquiry: { ...lead.enquiry, productName: null } }, { ...links, productUrl: null });
    expect(text).toContain('New enquiry about a product no longer listed');
    expect(html).not.toContain('/product/');
  });
});

describe('the local mail folder', () => {
  it('holds each mail as an .eml file any mail program opens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    try {
      await sendEnquiryMail({ smtpUrl: null, mailDir: dir, to: ['sales@demo.example'], from: 'site@demo.example' }, lead);
      const files = fs.readdirSync(dir);
      expect(files).toEqual([expect.stringMatching(new RegExp(`-${lead.enquiry._id}\\.eml$`))]);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0])));
      expect(mail.to).toMatchObject({ value: [{ address: 'sales@demo.example' }] });
      expect(mail.subject).toBe('New enquiry: Paper Cup Machine from Ravi "R" <Kumar>');
      expect(mail.text).toContain(lead.enquiry.message);
      expect(String(mail.html)).toContain('&lt;img src=x');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the webhook', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256 as sha256=<hex>', () => {
    const body = JSON.stringify(webhookPayload(lead));
    const expected = createHmac('sha256', 'secret').update(`1700000000.${body}`).digest('hex');
    expect(webhookSignature('secret', '1700000000', body)).toBe(`sha256=${expected}`);
    expect(webhookSignature('other', '1700000000', body)).not.toBe(`sha256=${expected}`);
    expect(webhookSignature('secret', '1700000001', body)).not.toBe(`sha256=${expected}`);
  });

  it('signs the Standard Webhooks way: the published test vector, and a raw secret as its bytes', () => {
    // The specification's own example (its reference libraries test against it).
    const body = '{"test": 2432232314}';
    expect(standardSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', '1614265330', body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
    // A secret not in the whsec_ form is the key as written: a receiver verifies with { format: 'raw' }.
    const now = String(Math.floor(Date.now() / 1000));
    const headers = { 'webhook-id': 'd-1', 'webhook-timestamp': now, 'webhook-signature': standardSignature('webhook-test-secret', 'd-1', now, body) };
    expect(new Webhook('webhook-test-secret', { format: 'raw' }).verify(body, headers)).toEqual({ test: 2432232314 });
    expect(() => new Webhook('other-secret', { format: 'raw' }).verify(body, headers)).toThrow('No matching signature found');
    expect(() => standardSignature('whsec_not base64!', 'd-1', now, body)).toThrow(
      'ENQUIRY_WEBHOOK_SECRET starts with whsec_ but what follows is not a base64 key.',
    );
  });

  it('carries the enquiry, the product with its page and the admin list', () => {
    const payload = webhookPayload(lead);
    expect(payload.event).toBe('enquiry.created');
    expect(payload.enquiry).toEqual(lead.enquiry);
    expect(payload.product).toMatchObject({ ...lead.product, url: expect.stringMatching(/\/product\/11111111-2222-4333-8444-555555555555$/) });
    expect(payload.adminUrl).toMatch(/\/admin-panel\/all-enquiries$/);
    expect(payload.leadUrl).toMatch(/\/admin-panel\/all-enquiries\?lead=7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f$/);
    expect(payload.repeatOf).toBeNull();
    // The chat line is read by people; the enquiry's field keeps the 10 digits for systems.
    expect(payload.text).toContain('+91 98765 43210');
  });

  it('names the lead’s owner, or says nobody owns it (docs/spec.md §23.2)', () => {
    const owned = webhookPayload({ ...lead, owner: { _id: 'u-1', name: 'Priya Sharma', email: 'priya@example.com' } });
    // Their name and id; the address is for the mail alone.
    expect(owned.owner).toEqual({ _id: 'u-1', name: 'Priya Sharma' });
    expect(owned.text).toMatch(/\. Owner: Priya Sharma$/);
    const unowned = webhookPayload(lead);
    expect(unowned.owner).toBeNull();
    expect(unowned.text).toMatch(/\. Owner: unassigned$/);
  });

  it('names a repeat enquiry and its first lead', () => {
    const firstId = '00000000-0000-4000-8000-000000000001';
    const payload = webhookPayload({ ...lead, repeatOf: firstId });
    expect(payload.repeatOf).toBe(firstId);
    expect(payload.text).toMatch(new RegExp(`\\(repeat enquiry from a buyer already in contact: \\S+/admin-panel/all-enquiries\\?lead=${firstId}\\)`));
  });
});

describe('channel settings', () => {
  it('turns a channel off when its variables are unset', () => {
    expect(configuredChannels({})).toEqual([]);
    expect(emailChannel({ ENQUIRY_EMAIL_TO: 'a@example.com' })).toBeNull(); // no SMTP server
    expect(emailChannel({ SMTP_URL: 'smtp://h:25' })).toBeNull(); // nobody to write to
    expect(webhookChannel({ ENQUIRY_WEBHOOK_SECRET: 's' })).toBeNull();
  });

  it('reads SMTP_URL, the comma-separated recipients and the sender', () => {
    expect(emailChannel({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', ENQUIRY_EMAIL_TO: ' a@example.com, ,b@example.com ', ENQUIRY_EMAIL_FROM: 'Site <site@example.com>' })).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailDir: null,
      to: ['a@example.com', 'b@example.com'],
      from: 'Site <site@example.com>',
    });
    expect(emailChannel({ SMTP_URL: 'smtp://h:25', ENQUIRY_EMAIL_TO: 'a@example.com' })?.from).toBe('a@example.com');
  });

  it('writes mail files locally with no SMTP server, to the demo company address by default', () => {
    expect(emailChannel({ LOCAL_MAIL_DIR: '/tmp/mail', CONTACT_EMAIL: 'sales@demo.example' })).toEqual({
      smtpUrl: null,
      mailDir: '/tmp/mail',
      to: ['sales@demo.example'],
      from: 'sales@demo.example',
    });
    expect(configuredChannels({ LOCAL_MAIL_DIR: '/tmp/mail', ENQUIRY_WEBHOOK_URL: 'https://hooks.example/x' })).toEqual(['email', 'webhook']);
  });
});

describe('the retry back-off', () => {
  it('waits longer after each failure, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelayMinutes(n, Infinity))).toEqual([1, 2, 5, 10, 30, 60, 60, 60]);
    // Locally the wait is capped, so a receiver that is back gets the lead within minutes.
    expect([1, 2, 3, 20].map((n) => retryDelayMinutes(n, 2))).toEqual([1, 2, 2, 2]);
    expect(RETRY_MINUTES[0]).toBe(1); // a receiver back within a minute or two gets the lead on the next runs
  });
});

describe('update-enquiry input', () => {
  const id = '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f';
  it('takes enquiryId or _id, a known status and a trimmed note', () => {
    expect(enquiryUpdateSchema.parse({ enquiryId: id, status: 'Won', note: ' paid ' })).toEqual({ enquiryId: id, status: 'Won', note: 'paid' });
    expect(enquiryUpdateSchema.parse({ _id: id, status: 'New' })).toEqual({ enquiryId: id, status: 'New', note: '' });
  });
  it('refuses an unknown status, a long note and a missing id', () => {
    expect(enquiryUpdateSchema.safeParse({ enquiryId: id, status: 'won' }).success).toBe(false);
    expect(enquiryUpdateSchema.safeParse({ enquiryId: id, status: 'Won', note: 'x'.repeat(2001) }).success).toBe(false);
    expect(enquiryUpdateSchema.safeParse({ status: 'Won' }).success).toBe(false);
  });
  it('takes a note or a follow-up alone, but not nothing at all', () => {
    expect(enquiryUpdateSchema.parse({ enquiryId: id, note: 'called' })).toEqual({ enquiryId: id, note: 'called' });
    expect(enquiryUpdateSchema.parse({ enquiryId: id, nextFollowUpAt: null })).toEqual({ enquiryId: id, note: '', nextFollowUpAt: null });
    expect(firstIssue(enquiryUpdateSchema.safeParse({ enquiryId: id, note: '  ' }).error!)).toBe('Give a status, a note, nextFollowUpAt, contact or ownerId.');
  });
  it.each(['2026-11-26', '2026-11-26T15:30:00+05:30', '2026-11-26T10:00:00.000Z', '2026-11-26T15:30+05:30'])('takes the follow-up %j', (nextFollowUpAt) => {
    expect(enquiryUpdateSchema.parse({ enquiryId: id, nextFollowUpAt }).nextFollowUpAt).toBe(nextFollowUpAt);
  });
  it.each(['2026-02-30', '26-11-2026', '2026-11-26T15:30:00', '2026-11-26 15:30Z', 'tomorrow', 20261126])('refuses the follow-up %j', (nextFollowUpAt) => {
    expect(firstIssue(enquiryUpdateSchema.safeParse({ enquiryId: id, nextFollowUpAt }).error!)).toBe(FOLLOW_UP_MESSAGE);
  });
  it('takes an owner’s id, or null to unassign, alone', () => {
    const ownerId = '11111111-2222-4333-8444-555555555555';
    expect(enquiryUpdateSchema.parse({ enquiryId: id, ownerId })).toEqual({ enquiryId: id, note: '', ownerId });
    expect(enquiryUpdateSchema.parse({ enquiryId: id, ownerId: null })).toEqual({ enquiryId: id, note: '', ownerId: null });
    for (const bad of ['me', 'Priya', 42, '']) {
      expect(firstIssue(enquiryUpdateSchema.safeParse({ enquiryId: id, ownerId: bad }).error!)).toBe(OWNER_ID_MESSAGE);
    }
  });
  it('refuses a follow-up on a lead moving to Won or Lost, which clears it', () => {
    expect(firstIssue(enquiryUpdateSchema.safeParse({ enquiryId: id, status: 'Lost', nextFollowUpAt: '2026-11-26' }).error!)).toBe(
      'A lead that is Won or Lost has no next follow-up.',
    );
    expect(enquiryUpdateSchema.safeParse({ enquiryId: id, status: 'Won', nextFollowUpAt: null }).success).toBe(true);
  });
});
