/**
 * The words and values of one lead's screen that need no browser: the follow-up form's date and
 * time to and from the calls' value (on the business's clock) and whether it is past, the
 * timeline's entries in words, the desk's owner filter and "My leads" in its address, and
 * the WhatsApp greetings (the call link is src/lib/phone.ts's, tests/unit/phone.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { followUpSchema } from '../../src/lib/validation/enquiry-update';
import { followUpFields, followUpValue, isPastFollowUp } from '../../src/islands/admin/leads/follow-up-input';
import { quoteWhatsAppHref, whatsAppHref } from '../../src/islands/admin/shared/lead-contact';
import type { Quote } from '../../src/lib/quotes/types';
import { timelineEntryText } from '../../src/islands/admin/leads/timeline-text';
import { hasFilters, isMyLeads, leadDeskHref, listParams, MY_LEADS_HREF, readLeadDeskQuery } from '../../src/islands/admin/leads/lead-desk-query';

const INDIA = 'Asia/Kolkata';
const COMPANY = 'Steel City Paper Machines';

describe('followUpValue and followUpFields', () => {
  it('sends a day alone as the day, and a day with a time as that time on the business clock', () => {
    expect(followUpValue('2026-11-26', '', INDIA)).toBe('2026-11-26');
    expect(followUpValue('2026-11-26', '15:30', INDIA)).toBe('2026-11-26T15:30:00+05:30');
    expect(followUpValue('2026-11-26', '00:15', INDIA)).toBe('2026-11-26T00:15:00+05:30');
    expect(followUpValue('2026-11-26', '23:45', INDIA)).toBe('2026-11-26T23:45:00+05:30');
  });

  it('keeps the hour typed on a day the zone’s clock changes', () => {
    // London moves from +00:00 to +01:00 at 01:00 on 29 Mar 2026, and back at 02:00 on 25 Oct.
    expect(followUpValue('2026-03-29', '10:00', 'Europe/London')).toBe('2026-03-29T10:00:00+01:00');
    expect(followUpValue('2026-10-25', '10:00', 'Europe/London')).toBe('2026-10-25T10:00:00+00:00');
  });

  it('passes what is not a date or a time on for the shared rule to refuse', () => {
    const typed = followUpValue('26/11/2026', '3pm', INDIA);
    expect(followUpSchema.safeParse(typed).success).toBe(false);
    expect(followUpSchema.safeParse(followUpValue('26/11/2026', '', INDIA)).success).toBe(false);
  });

  it('fills the form from the value the calls give, in business time', () => {
    expect(followUpFields(null, INDIA)).toEqual({ date: '', time: '' });
    expect(followUpFields('2026-11-26', INDIA)).toEqual({ date: '2026-11-26', time: '' });
    // 20:00 UTC on the 25th is 01:30 on the 26th in India.
    expect(followUpFields('2026-11-25T20:00:00Z', INDIA)).toEqual({ date: '2026-11-26', time: '01:30' });
    expect(followUpFields('2026-11-26T01:30:00+05:30', INDIA)).toEqual({ date: '2026-11-26', time: '01:30' });
  });
});

describe('isPastFollowUp', () => {
  // 10:00 on 26 Nov 2026 in India.
  const now = new Date('2026-11-26T10:00:00+05:30');

  it('takes a day before today, or a time before now, as past: saved, it would be overdue at once', () => {
    expect(isPastFollowUp('2026-11-25', INDIA, now)).toBe(true);
    expect(isPastFollowUp('2026-11-26T09:59:00+05:30', INDIA, now)).toBe(true);
  });

  it('takes today with no time, a later time today and later days as not past', () => {
    expect(isPastFollowUp('2026-11-26', INDIA, now)).toBe(false);
    expect(isPastFollowUp('2026-11-26T10:30:00+05:30', INDIA, now)).toBe(false);
    expect(isPastFollowUp('2026-11-27', INDIA, now)).toBe(false);
  });

  it('reads the day on the business’s clock: 00:30 in India is the day before in UTC', () => {
    const earlyMorning = new Date('2026-11-26T00:30:00+05:30');
    expect(isPastFollowUp('2026-11-25', INDIA, earlyMorning)).toBe(true);
    expect(isPastFollowUp('2026-11-26', INDIA, earlyMorning)).toBe(false);
  });
});

describe('timelineEntryText', () => {
  const at = '2026-11-24T04:30:00.000Z';
  it('says each kind of entry in words', () => {
    expect(timelineEntryText({ at, kind: 'created', by: null }, INDIA)).toBe('Enquiry received');
    expect(timelineEntryText({ at, kind: 'status', by: 'Asha', from: 'New', to: 'Contacted' }, INDIA)).toBe('Status: New → Contacted');
    expect(timelineEntryText({ at, kind: 'note', by: 'Asha', text: 'Called.' }, INDIA)).toBe('Note');
    expect(timelineEntryText({ at, kind: 'repeat', by: null, to: 'b0c1', text: 'Again?' }, INDIA)).toBe('Repeat enquiry');
    expect(timelineEntryText({ at, kind: 'notified', by: null, to: 'email' }, INDIA)).toBe('Email sent');
    expect(timelineEntryText({ at, kind: 'notified', by: null, to: 'webhook' }, INDIA)).toBe('Webhook sent');
  });

  it('names the follow-up set, as a day or a time of the business, or says it was cleared', () => {
    expect(timelineEntryText({ at, kind: 'followUp', by: 'Asha', from: null, to: '2026-11-26' }, INDIA)).toBe('Follow-up set for 26 Nov 2026');
    expect(timelineEntryText({ at, kind: 'followUp', by: 'Asha', from: null, to: '2026-11-26T10:00:00Z' }, INDIA)).toBe(
      'Follow-up set for 26 Nov 2026, 3:30 pm IST',
    );
    expect(timelineEntryText({ at, kind: 'followUp', by: 'Asha', from: '2026-11-26', to: null }, INDIA)).toBe('Follow-up cleared');
  });

  it('says who a lead was given to, from whom, or that it was unassigned (docs/spec.md §23.2)', () => {
    expect(timelineEntryText({ at, kind: 'owner', by: null, from: null, to: 'Priya Sharma' }, INDIA)).toBe('Assigned to Priya Sharma');
    expect(timelineEntryText({ at, kind: 'owner', by: 'Asha', from: 'Priya Sharma', to: 'Ravi Kumar' }, INDIA)).toBe('Reassigned from Priya Sharma to Ravi Kumar');
    expect(timelineEntryText({ at, kind: 'owner', by: 'Asha', from: 'Ravi Kumar', to: null }, INDIA)).toBe('Unassigned (was Ravi Kumar)');
  });

  it('names the quotation each quotation entry is about (the buyer’s message follows in the entry’s text)', () => {
    const to = 'QT/2026-27/0001';
    expect(timelineEntryText({ at, kind: 'quoteMade', by: 'Asha', to }, INDIA)).toBe('Quotation QT/2026-27/0001 made');
    expect(timelineEntryText({ at, kind: 'quoteEmailed', by: null, to }, INDIA)).toBe('Quotation QT/2026-27/0001 emailed to the buyer');
    expect(timelineEntryText({ at, kind: 'quoteViewed', by: null, to }, INDIA)).toBe('Buyer opened quotation QT/2026-27/0001');
    expect(timelineEntryText({ at, kind: 'quoteAccepted', by: null, to }, INDIA)).toBe('Buyer accepted quotation QT/2026-27/0001');
    expect(timelineEntryText({ at, kind: 'quoteChangesRequested', by: null, to, text: 'Two moulds, please.' }, INDIA)).toBe(
      'Buyer asked for changes to quotation QT/2026-27/0001:',
    );
    expect(timelineEntryText({ at, kind: 'quoteRefreshRequested', by: null, to }, INDIA)).toBe('Buyer asked for a fresh quotation (QT/2026-27/0001 expired)');
  });
});

describe('the WhatsApp greetings', () => {
  it('open a chat with the buyer, greeting them from the company and naming the machine', () => {
    const link = new URL(whatsAppHref({ name: 'Sunita Devi', phone: '9876543210', productName: 'Automatic Paper Cup Machine' }, COMPANY));
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(`Hello Sunita Devi, this is ${COMPANY}. Thank you for your enquiry about the Automatic Paper Cup Machine.`);
    const gone = new URL(whatsAppHref({ name: 'Sunita Devi', phone: '9876543210', productName: null }, COMPANY));
    expect(gone.searchParams.get('text')).toBe(`Hello Sunita Devi, this is ${COMPANY}. Thank you for your enquiry.`);
  });

  it('share a quotation from the seller it names', () => {
    const url = 'https://www.example.com/q/abc';
    const quote = { number: 'QT/2026-27/0001', url, buyer: { name: 'Sunita Devi', phone: '9876543210' }, seller: { name: COMPANY } } as Pick<Quote, 'number' | 'url' | 'buyer' | 'seller'>;
    const link = new URL(quoteWhatsAppHref(quote));
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(`Hello Sunita Devi, this is ${COMPANY}. Thank you for your enquiry. Please find our quotation QT/2026-27/0001 here: ${url}`);
  });
});

describe('the owner filter in the desk’s address (docs/spec.md §23.2)', () => {
  const id = '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f';
  const read = (search: string) => readLeadDeskQuery(new URLSearchParams(search));

  it('keeps me, none or a user id, and drops anything else', () => {
    expect(read('owner=me').owner).toBe('me');
    expect(read('owner=none').owner).toBe('none');
    expect(read(`owner=${id}`).owner).toBe(id);
    for (const other of ['owner=Priya', 'owner=ME', 'owner=', '']) expect(read(other).owner).toBe('');
  });

  it('asks the list call with it, beside the other filters, and keeps it in the address', () => {
    expect(listParams(read(`owner=${id}&status=New&view=due`)).toString()).toBe(`view=due&status=New&owner=${id}`);
    expect(leadDeskHref({ owner: 'none' }, read('q=cup'))).toBe('/admin-panel/all-enquiries?q=cup&owner=none');
  });

  it('makes "My leads" one address, current outside the follow-up views', () => {
    expect(MY_LEADS_HREF).toBe('/admin-panel/all-enquiries?owner=me');
    expect(isMyLeads(read('owner=me&status=Quoted'))).toBe(true);
    expect(isMyLeads(read('owner=me&view=due'))).toBe(false);
    expect(isMyLeads(read(`owner=${id}`))).toBe(false);
  });
});

describe('the value filters and order in the desk’s address (docs/spec.md §23.6)', () => {
  const read = (search: string) => readLeadDeskQuery(new URLSearchParams(search));

  it('keeps an amount in rupees, quoted yes or no, and sort=value; drops anything else', () => {
    expect(read('minValue=500000&maxValue=750000.5&quoted=yes&sort=value')).toMatchObject({ minValue: '500000', maxValue: '750000.5', quoted: 'yes', sort: 'value' });
    expect(read('quoted=no').quoted).toBe('no');
    for (const amount of ['5,00,000', '-1', '1.234', 'lakh', '1e6', '']) expect(read(`minValue=${encodeURIComponent(amount)}`).minValue).toBe('');
    expect(read('quoted=maybe&sort=price')).toMatchObject({ quoted: '', sort: '' });
  });

  it('asks the list call and the export with them, and an order alone is no filter to clear', () => {
    expect(listParams(read('sort=value&q=cup&quoted=yes&minValue=100000&maxValue=200000')).toString()).toBe('q=cup&quoted=yes&minValue=100000&maxValue=200000&sort=value');
    expect(leadDeskHref({ sort: 'value' }, read('view=overdue'))).toBe('/admin-panel/all-enquiries?view=overdue&sort=value');
    expect(hasFilters(read('sort=value'))).toBe(false);
    expect(hasFilters(read('sort=value&quoted=no'))).toBe(true);
  });
});
