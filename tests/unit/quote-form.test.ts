/**
 * The admin's quotation form without a browser: what it starts from (the lead's buyer and state,
 * the enquired machine at its selling price with its HSN code, the seller's terms), what it sends,
 * where the shared rules' refusals are shown, the validity's last day, and the WhatsApp link that
 * shares a quotation.
 */
import { describe, expect, it } from 'vitest';
import { quoteWhatsAppHref } from '../../src/islands/admin/lead-contact';
import {
  draftForLead,
  draftFromQuote,
  gstinState,
  machineLine,
  pathOfMessage,
  problemsOf,
  quoteInputOf,
  stateInAddress,
  validUntilOf,
} from '../../src/islands/admin/quote-draft';
import { quoteInputSchema } from '../../src/lib/quotes/quote-input';
import { DEMO_GSTIN, quoteSettings } from '../../src/lib/quotes/seller';
import type { Quote } from '../../src/lib/quotes/types';

const settings = quoteSettings({});
const machine = { _id: 'p1', productName: 'Automatic Paper Cup Machine', price: 500000, sellingPrice: 450000, hsn: '84418000' };
const lead = { name: 'Asha Verma', address: 'Plot 4, MIDC Bhosari, Pune, Maharashtra 411026', email: 'asha@example.in' };

describe('the state a lead is in', () => {
  it('is the state its address names, the longest name winning', () => {
    expect(stateInAddress('Plot 4, MIDC Bhosari, Pune, Maharashtra 411026')).toBe('Maharashtra');
    expect(stateInAddress('Guntur, ANDHRA PRADESH')).toBe('Andhra Pradesh');
    expect(stateInAddress('Sector 5, Dadra and Nagar Haveli and Daman and Diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateInAddress('Bistupur, Jamshedpur')).toBeNull();
    // A state's name inside another word is not the state.
    expect(stateInAddress('Goalpara Road')).toBeNull();
  });

  it('is the state a valid GSTIN is registered in, and none while it is not valid', () => {
    expect(gstinState(DEMO_GSTIN.toLowerCase())).toBe('Jharkhand');
    expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(gstinState('27AAPFU0939F1Z')).toBeNull();
    expect(gstinState('27AAPFU0939F1ZX')).toBeNull();
  });
});

describe('a new quotation for a lead', () => {
  it('starts with the buyer, the enquired machine at its selling price and HSN, and the seller’s terms', () => {
    const draft = draftForLead(lead, settings, machine);
    expect(draft.buyer).toEqual({ name: 'Asha Verma', address: lead.address, state: 'Maharashtra', gstin: '', email: 'asha@example.in' });
    expect(draft.lines).toHaveLength(1);
    expect(draft.lines[0]).toMatchObject({ productId: 'p1', description: machine.productName, hsn: '84418000', quantity: '1', unit: 'Nos', unitPrice: '450000', discountPercent: '0', gstRate: '18' });
    expect(draft.validDays).toBe(String(settings.validDays));
    expect(draft.terms).toEqual(settings.terms);
  });

  it('takes the seller’s state when the address names none, the price when no selling price is set, and 8441 when the machine has no HSN', () => {
    const draft = draftForLead({ name: 'Ravi', address: 'Adityapur' }, settings, { ...machine, sellingPrice: null, hsn: null });
    expect(draft.buyer.state).toBe(settings.seller.state);
    expect(draft.buyer.email).toBe('');
    expect(draft.lines[0]).toMatchObject({ unitPrice: '500000', hsn: '8441' });
    expect(machineLine({ ...machine, price: null, sellingPrice: null }).unitPrice).toBe('');
  });

  it('starts with an empty line when the enquired machine is gone', () => {
    const draft = draftForLead(lead, settings, null);
    expect(draft.lines).toHaveLength(1);
    expect(draft.lines[0]).toMatchObject({ productId: null, description: '', hsn: '', unitPrice: '' });
  });
});

describe('what the form sends', () => {
  it('is the call’s input, rupees read as people write them, which the shared rules take', () => {
    const draft = draftForLead(lead, settings, machine);
    draft.buyer.gstin = ' 27aapfu0939f1zv ';
    draft.lines[0].unitPrice = '₹4,50,000.50';
    draft.lines.push({ ...machineLine(machine), key: 'freight', productId: null, description: 'Freight', hsn: '9965', unitPrice: '12000', discountPercent: '' });
    const input = quoteInputOf(draft, 'lead-1');
    expect(input.buyer).toEqual({ name: 'Asha Verma', address: lead.address, state: 'Maharashtra', gstin: '27AAPFU0939F1ZV', email: 'asha@example.in' });
    expect(input.items.map((item) => [item.unitPrice, item.discountPercent, item.gstRate])).toEqual([
      [450000.5, 0, 18],
      [12000, 0, 18],
    ]);
    expect(input.validDays).toBe(settings.validDays);
    expect(quoteInputSchema.safeParse(input).success).toBe(true);
  });

  it('shows each refusal at its field, a line’s by the line (not by its place), in the form’s words', () => {
    const draft = draftForLead({ ...lead, name: ' ' }, settings, machine);
    draft.lines.push({ ...machineLine(machine), key: 'second', quantity: '0', unitPrice: '' });
    draft.validDays = '91';
    const parsed = quoteInputSchema.safeParse(quoteInputOf(draft, 'lead-1'));
    expect(parsed.success).toBe(false);
    const { fields, form } = problemsOf(parsed.error!.issues, draft);
    expect(fields['buyer.name']).toBe('Buyer name is required.');
    expect(fields['items.second.quantity']).toBe('Quantity must be more than 0.');
    expect(fields['items.second.unitPrice']).toMatch(/^Unit price must be a number/);
    expect(fields.validDays).toBe('Valid for must be a whole number of days from 1 to 90.');
    expect(form).toBeNull();
  });

  it('places the server’s 400 at its field too', () => {
    const draft = draftForLead(lead, settings, machine);
    expect(pathOfMessage('items[0].hsn must be 4, 6 or 8 digits.')).toEqual(['items', 0, 'hsn']);
    expect(pathOfMessage('buyer.gstin has a wrong check character: one of its characters is mistyped.')).toEqual(['buyer', 'gstin']);
    expect(pathOfMessage('No enquiry has this id.')).toEqual([]);
    const { fields } = problemsOf([{ path: pathOfMessage('items[0].hsn must be 4, 6 or 8 digits.'), message: 'items[0].hsn must be 4, 6 or 8 digits.' }], draft);
    expect(fields).toEqual({ [`items.${draft.lines[0].key}.hsn`]: 'HSN/SAC must be 4, 6 or 8 digits.' });
  });
});

describe('a revision', () => {
  it('starts as the quotation it replaces', () => {
    const quote = {
      buyer: { name: 'Asha Verma', phone: '9876543210', address: 'Pune', state: 'Maharashtra', gstin: null, email: null },
      items: [{ productId: null, description: 'Freight', hsn: '9965', quantity: 1.5, unit: 'Lot', unitPrice: 1200.5, discountPercent: 2.5, gstRate: 18 }],
      validDays: 30,
      terms: { payment: 'Advance', delivery: '2 weeks', warranty: '1 year', notes: '' },
    } as unknown as Quote;
    const draft = draftFromQuote(quote);
    expect(draft.buyer).toEqual({ name: 'Asha Verma', address: 'Pune', state: 'Maharashtra', gstin: '', email: '' });
    expect(draft.lines[0]).toMatchObject({ description: 'Freight', hsn: '9965', quantity: '1.5', unit: 'Lot', unitPrice: '1200.5', discountPercent: '2.5', gstRate: '18' });
    expect(draft.validDays).toBe('30');
    expect(draft.terms).toEqual(quote.terms);
  });
});

describe('the validity', () => {
  it('holds to the business day `days` after today, and is none for a count the rules refuse', () => {
    // 20:00 UTC on 24 Nov is 25 Nov in India.
    const now = new Date('2026-11-24T20:00:00Z');
    expect(validUntilOf('15', 'Asia/Kolkata', now)).toBe('2026-12-10');
    expect(validUntilOf('1', 'Asia/Kolkata', new Date('2026-11-24T04:00:00Z'))).toBe('2026-11-25');
    expect(validUntilOf('0', 'Asia/Kolkata', now)).toBeNull();
    expect(validUntilOf('91', 'Asia/Kolkata', now)).toBeNull();
    expect(validUntilOf('1.5', 'Asia/Kolkata', now)).toBeNull();
  });
});

describe('sharing a quotation on WhatsApp', () => {
  it('opens the buyer’s chat with the number and the link', () => {
    const link = new URL(
      quoteWhatsAppHref({ number: 'QT/2026-27/0001', url: 'https://example.in/quote/abc', buyer: { name: 'Asha Verma', phone: '9876543210' } as Quote['buyer'] }),
    );
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(
      'Hello Asha Verma, thank you for your enquiry. Please find our quotation QT/2026-27/0001 here: https://example.in/quote/abc',
    );
  });
});
