/**
 * The admin's quotation form without a browser: what it starts from (the lead's buyer and state,
 * the enquired machine at its selling price with its HSN code, the seller's terms), what it sends,
 * where the shared rules' refusals are shown, a free line's code and unit, the GST rates a line
 * offers, a GSTIN checked as it is typed, and the validity's last day. (The WhatsApp greeting that
 * shares a quotation is tested with the desk's others, in lead-view.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import {
  describedLine,
  draftForLead,
  draftFromQuote,
  freeLine,
  gstinState,
  gstinTypingProblem,
  machineLine,
  offeredRates,
  pathOfMessage,
  placeOfSupplyOf,
  problemsOf,
  quoteInputOf,
  rateProblems,
  stateInAddress,
  validUntilOf,
} from '../../src/islands/admin/quotes/quote-draft';
import { quoteInputSchema } from '../../src/lib/validation/quotes';
import { DEMO_GSTIN, quoteSettings } from '../../src/lib/quotes/seller';
import type { Quote } from '../../src/lib/quotes/types';

const settings = quoteSettings({});
/** The quotations' date in these tests: under the rates of 22 Sep 2025. */
const DAY = '2026-11-27';
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
    expect(quoteInputSchema(DAY).safeParse(input).success).toBe(true);
  });

  it('shows each refusal at its field, a line’s by the line (not by its place), in the form’s words', () => {
    const draft = draftForLead({ ...lead, name: ' ' }, settings, machine);
    draft.lines.push({ ...machineLine(machine), key: 'second', quantity: '0', unitPrice: '' });
    draft.validDays = '91';
    const parsed = quoteInputSchema(DAY).safeParse(quoteInputOf(draft, 'lead-1'));
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

describe('a free line', () => {
  it('bills freight and packing as a lot and installation as a job, with their SAC, unless others are typed', () => {
    const line = freeLine();
    expect(describedLine(line, 'Freight')).toEqual({ description: 'Freight', hsn: '9965', unit: 'Lot' });
    expect(describedLine(line, 'Installation and commissioning')).toEqual({ description: 'Installation and commissioning', hsn: '9987', unit: 'Job' });
    expect(describedLine(line, 'Packing and forwarding')).toMatchObject({ unit: 'Lot' });
    expect(describedLine({ ...line, hsn: '996511', unit: 'Trip' }, 'Freight')).toEqual({ description: 'Freight' });
    expect(describedLine(line, 'Spare die')).toEqual({ description: 'Spare die' });
  });

  it('keeps its description on one line, however it is pasted', () => {
    expect(describedLine(freeLine(), 'Automatic paper cup machine\n  with die set\r\n').description).toBe('Automatic paper cup machine with die set ');
  });
});

describe('the GST rates a line offers', () => {
  it('are those in force on the quotation’s date; a revision’s old rate is kept visible, marked, and said at its box', () => {
    expect(offeredRates({ gstRate: '18' }, DAY)).toEqual([0, 5, 18, 40].map((rate) => ({ rate, inForce: true })));
    expect(offeredRates({ gstRate: '12' }, DAY)).toEqual([
      { rate: 0, inForce: true },
      { rate: 5, inForce: true },
      { rate: 12, inForce: false },
      { rate: 18, inForce: true },
      { rate: 40, inForce: true },
    ]);
    const draft = draftForLead(lead, settings, machine);
    draft.lines.push({ ...freeLine(), key: 'die', gstRate: '12' });
    expect(rateProblems(draft, DAY)).toEqual({ 'items.die.gstRate': 'GST rate must be one of 0, 5, 18, 40 (the rates in force on 27 Nov 2026).' });
    expect(rateProblems(draft, '2025-09-21')).toEqual({});
  });
});

describe('a GSTIN as it is typed', () => {
  it('says nothing while it is short or empty, and what is wrong once it has 15 characters or the field is left', () => {
    expect(gstinTypingProblem('27AAPFU0939F1Z', false)).toBeNull();
    expect(gstinTypingProblem('', true)).toBeNull();
    expect(gstinTypingProblem('27aapfu0939f1zv', false)).toBeNull();
    expect(gstinTypingProblem('27AAPFU0939F1ZX', false)).toBe('GSTIN has a wrong check character: one of its characters is mistyped.');
    expect(gstinTypingProblem('27AAPFU0939F1Z', true)).toMatch(/^GSTIN must be 15 characters/);
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

describe('the Ship to, the place of supply and the scope of supply (docs/spec.md §22.9)', () => {
  it('copies a machine’s scope of supply into its line, sends it as typed, and a free line without one', () => {
    const draft = draftForLead(lead, settings, { ...machine, scopeOfSupply: 'Main motor 3 HP\nDie set' });
    expect(draft.lines[0].scope).toBe('Main motor 3 HP\nDie set');
    draft.lines[0].scope = 'Main motor 5 HP\nDie set\n';
    draft.lines.push(freeLine());
    expect(quoteInputOf(draft, 'lead-1').items.map((item) => item.scope)).toEqual(['Main motor 5 HP\nDie set', null]);
  });

  it('charges the buyer’s state until the Ship to’s is chosen, and sends the Ship to with its GSTIN tidied', () => {
    const draft = draftForLead(lead, settings, machine);
    expect(placeOfSupplyOf(draft)).toBe('Maharashtra');
    draft.shipTo = { name: 'Verma Cups, Goa unit', address: 'Verna Industrial Estate', state: 'Goa', gstin: '' };
    expect(placeOfSupplyOf(draft)).toBe('Maharashtra');
    draft.placeOfSupply = 'shipTo';
    const input = quoteInputOf(draft, 'lead-1');
    expect(input).toMatchObject({ placeOfSupply: 'Goa', shipTo: { name: 'Verma Cups, Goa unit', address: 'Verna Industrial Estate', state: 'Goa', gstin: null } });
    expect(quoteInputSchema(DAY).safeParse(input).success).toBe(true);
    // The Ship to taken away: the buyer's state again.
    expect(placeOfSupplyOf({ ...draft, shipTo: null })).toBe('Maharashtra');
  });

  it('places a refusal of the Ship to or the place of supply at its field', () => {
    const draft = draftForLead(lead, settings, machine);
    draft.shipTo = { name: ' ', address: 'Verna', state: 'Goa', gstin: '' };
    const parsed = quoteInputSchema(DAY).safeParse(quoteInputOf(draft, 'lead-1'));
    expect(problemsOf(parsed.error!.issues, draft).fields).toEqual({ 'shipTo.name': 'Ship to name is required.' });
    expect(problemsOf([{ path: pathOfMessage("placeOfSupply must be the buyer's state (Maharashtra): there is no Ship to."), message: "placeOfSupply must be the buyer's state (Maharashtra): there is no Ship to." }], draft).fields)
      .toEqual({ placeOfSupply: "Place of supply must be the buyer's state (Maharashtra): there is no Ship to." });
  });
});
