/**
 * What a quotation prints (src/server/quotes/quote-document.ts), which the buyer's page and the
 * PDF both lay out: the figures with their paise, the taxes one row per tax and rate, and the line
 * that says where it stands. The page and the PDF themselves are tested over HTTP
 * (tests/api/quote-page.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatBusinessDate } from '../../src/lib/business-time';
import { computeQuote, itemInRupees, taxSplit, totalsInRupees } from '../../src/lib/quotes/gst';
import { quoteSettings } from '../../src/lib/quotes/seller';
import type { Quote, QuoteLineInput, QuoteSeller } from '../../src/lib/quotes/types';
import { revisionChanges, type RevisedVersion } from '../../src/lib/quotes/revision';
import { COMPUTER_GENERATED, NOT_A_TAX_INVOICE, quoteDocument, type DocumentAs } from '../../src/server/quotes/quote-document';

const SELLER = quoteSettings({}).seller;

/** A quotation as the API gives it, its amounts worked out by the shared GST rules. */
function quote(items: QuoteLineInput[], change: Partial<Quote> = {}, seller: QuoteSeller = SELLER, buyerState = 'Jharkhand'): Quote {
  const placeOfSupply = change.placeOfSupply ?? buyerState;
  const split = taxSplit(placeOfSupply, seller.state);
  const { lines, totals } = computeQuote(items, split);
  return {
    _id: 'q', enquiryId: 'e', number: 'QT/2026-27/0007', version: 0, status: 'sent',
    url: 'https://example.com/quote/t', pdfUrl: 'https://example.com/quote/t/pdf',
    createdAt: '2026-11-24T05:00:00.000Z', validUntil: '2026-12-09', validDays: 15, taxSplit: split,
    buyer: { name: 'Kaur Traders', phone: '9876543210', address: 'Sector 22, Chandigarh', state: buyerState, gstin: null, email: null },
    shipTo: null, placeOfSupply, salesPerson: null, revisionOf: null, revisionNote: null, advancePercent: 30,
    seller, items: lines.map(itemInRupees), totals: totalsInRupees(totals), terms: { payment: 'Advance.', delivery: '', warranty: '', notes: '' },
    sentAt: null, firstViewedAt: null, acceptedAt: null, changesRequestedAt: null, refreshRequestedAt: null, replacedBy: null,
    ...change,
  };
}

const line = (fields: Partial<QuoteLineInput>): QuoteLineInput => ({ description: 'Paper cup machine', hsn: '8441', quantity: 1, unitPrice: 100000, gstRate: 18, ...fields });

describe('quoteDocument', () => {
  it('prints every figure with its paise, the line’s GST as its rate and amount, no discount as nothing', () => {
    const document = quoteDocument(quote([line({ quantity: 1.5, unit: 'Set', unitPrice: 1234.5, discountPercent: 12.5 }), line({})]));
    expect(document.lines).toEqual([
      // 1851.75 less 12.5% (231.46875 → 231.47) = 1620.28; 9% of it twice: 145.8252 → 145.83.
      { serial: '1', description: 'Paper cup machine', scope: '', hsn: '8441', quantity: '1.5 Set', rate: '₹1,234.50', discount: '12.5%',
        taxable: '₹1,620.28', cgstRate: '9%', cgst: '₹145.83', sgstRate: '9%', sgst: '₹145.83', igstRate: '18%', igst: '₹0.00', amount: '₹1,911.94' },
      { serial: '2', description: 'Paper cup machine', scope: '', hsn: '8441', quantity: '1 Nos', rate: '₹1,00,000.00', discount: '',
        taxable: '₹1,00,000.00', cgstRate: '9%', cgst: '₹9,000.00', sgstRate: '9%', sgst: '₹9,000.00', igstRate: '18%', igst: '₹0.00', amount: '₹1,18,000.00' },
    ]);
    expect(document.facts).toEqual([
      { label: 'Quotation No.', value: 'QT/2026-27/0007' },
      { label: 'Date', value: '24 Nov 2026' },
      { label: 'Valid until', value: '9 Dec 2026' },
      { label: 'Place of Supply', value: 'Jharkhand (20)' },
    ]);
    // Empty terms are left out.
    expect(document.terms).toEqual([{ label: 'Payment', value: 'Advance.' }]);
    expect(document.footer).toBe(COMPUTER_GENERATED);
  });

  it('sums the taxes per rate, each half of the rate within the state; a 0% line adds no row', () => {
    const document = quoteDocument(quote([line({ gstRate: 18 }), line({ gstRate: 5, unitPrice: 1000 }), line({ gstRate: 0, unitPrice: 500 }), line({ gstRate: 18 })]));
    expect(document.totals).toEqual([
      { label: 'Taxable value', value: '₹2,01,500.00' },
      { label: 'CGST @ 2.5%', value: '₹25.00' },
      { label: 'SGST @ 2.5%', value: '₹25.00' },
      { label: 'CGST @ 9%', value: '₹18,000.00' },
      { label: 'SGST @ 9%', value: '₹18,000.00' },
      { label: 'Round off', value: '₹0.00' },
      { label: 'Total', value: '₹2,37,550.00', total: true },
    ]);
  });

  it('names the state’s half UTGST for a seller in a union territory without a legislature, and IGST across states', () => {
    const chandigarh = { ...SELLER, state: 'Chandigarh', gstin: '04AAACS1234F1Z0' };
    const within = quoteDocument(quote([line({ unitPrice: 999.99 })], {}, chandigarh, 'Chandigarh')).totals.map((row) => row.label);
    expect(within).toEqual(['Taxable value', 'CGST @ 9%', 'UTGST @ 9%', 'Round off', 'Total']);
    const across = quoteDocument(quote([line({ unitPrice: 999.99 })], {}, chandigarh, 'Punjab'));
    // 999.99 + 179.9982 (180.00) = 1179.99 → 1180.00: a round off of one paisa up.
    expect(across.totals).toEqual([
      { label: 'Taxable value', value: '₹999.99' },
      { label: 'IGST @ 18%', value: '₹180.00' },
      { label: 'Round off', value: '+₹0.01' },
      { label: 'Total', value: '₹1,180.00', total: true },
    ]);
    expect(across.inWords).toBe('Rupees One Thousand One Hundred Eighty Only');
  });

  it('prints the seller’s and the buyer’s state with its GST code, and only the details they have', () => {
    const document = quoteDocument(quote([line({})], {}, { ...SELLER, pan: null, bank: null }, 'Punjab'));
    expect(document.seller.details.map((field) => field.label)).toEqual(['GSTIN', 'State', 'Phone', 'Email']);
    expect(document.seller.details[1].value).toBe('Jharkhand (20)');
    expect(document.buyer.details).toEqual([{ label: 'State', value: 'Punjab (03)' }]);
    expect(document.bank).toBeNull();
  });

  it('says where the quotation stands when it is more than open', () => {
    const items = [line({})];
    expect(quoteDocument(quote(items)).state).toBeNull();
    expect(quoteDocument(quote(items, { status: 'viewed' })).state).toBeNull();
    const acceptedAt = '2026-11-26T10:00:00.000Z';
    expect(quoteDocument(quote(items, { status: 'accepted', acceptedAt })).state).toBe(`Accepted on ${formatBusinessDate(new Date(acceptedAt))}`);
    // Valid until 9 Dec: expired from the 10th.
    expect(quoteDocument(quote(items, { status: 'expired' })).state).toBe('Expired on 10 Dec 2026');
    const replacedBy = { _id: 'r', number: 'QT/2026-27/0007-R1', url: 'https://example.com/quote/u' };
    expect(quoteDocument(quote(items, { status: 'replaced', replacedBy })).state).toBe('Replaced by QT/2026-27/0007-R1');
  });
});

describe('a quotation a bank accepts', () => {
  it('gives each line its CGST and SGST (or UTGST) amounts in their own columns, or its IGST, with the rates', () => {
    const items = [line({ unitPrice: 1000, gstRate: 5 }), line({ unitPrice: 999.99 })];
    const within = quoteDocument(quote(items));
    expect(within.columns.map((column) => column.label)).toEqual(['#', 'Description', 'HSN/SAC', 'Qty', 'Rate', 'Disc.', 'Taxable value', 'CGST', 'SGST', 'Amount']);
    // 2.5% of ₹1,000 is ₹25.00; 9% of ₹999.99 is 89.9991 → ₹90.00.
    expect(within.lines.map(({ cgstRate, cgst, sgstRate, sgst }) => [cgstRate, cgst, sgstRate, sgst])).toEqual([
      ['2.5%', '₹25.00', '2.5%', '₹25.00'],
      ['9%', '₹90.00', '9%', '₹90.00'],
    ]);
    const chandigarh = { ...SELLER, state: 'Chandigarh', gstin: '04AAACS1234F1Z0' };
    expect(quoteDocument(quote(items, {}, chandigarh, 'Chandigarh')).columns.map((column) => column.label)).toContain('UTGST');
    const across = quoteDocument(quote(items, {}, SELLER, 'Punjab'));
    expect(across.columns.map((column) => column.label).slice(7)).toEqual(['IGST', 'Amount']);
    expect(across.lines.map(({ igstRate, igst }) => [igstRate, igst])).toEqual([['5%', '₹50.00'], ['18%', '₹180.00']]);
  });

  it('prints the place of supply with its code, the Bill to and the Ship to; the Ship to’s state sets the tax when it is the place of supply', () => {
    const shipTo = { name: 'Kaur Traders, Unit 2', address: 'Plot 7, Industrial Area\nPatna 800013', state: 'Bihar', gstin: '10AAACS1234F1Z7' };
    const document = quoteDocument(quote([line({})], { shipTo, placeOfSupply: 'Bihar' }));
    expect(document.facts).toContainEqual({ label: 'Place of Supply', value: 'Bihar (10)' });
    expect(document.buyer.heading).toBe('Bill to');
    expect(document.shipTo).toEqual({
      heading: 'Ship to', name: 'Kaur Traders, Unit 2', address: 'Plot 7, Industrial Area\nPatna 800013',
      details: [{ label: 'State', value: 'Bihar (10)' }, { label: 'GSTIN', value: '10AAACS1234F1Z7' }],
    });
    expect(document.totals.map((row) => row.label)).toContain('IGST @ 18%');
    // Without a Ship to there is none to print.
    expect(quoteDocument(quote([line({})])).shipTo).toBeNull();
  });

  it('prints the scope of supply under its line, its lines as typed', () => {
    const scope = 'Main motor 3 HP\nDie set, 10 inch\nTool kit';
    expect(quoteDocument(quote([line({ scope }), line({ description: 'Freight' })])).lines.map((printed) => printed.scope)).toEqual([scope, '']);
  });

  it('names the sales contact with a call link, and links the seller’s phone and email', () => {
    const document = quoteDocument(quote([line({})], { salesPerson: { name: 'Ravi Kumar', mobile: '9876501234' } }));
    expect(document.facts.at(-1)).toEqual({ label: 'Sales contact', value: 'Ravi Kumar, +91 98765 01234', href: 'tel:+919876501234' });
    expect(quoteDocument(quote([line({})], { salesPerson: { name: 'Ravi Kumar', mobile: null } })).facts.at(-1)).toEqual({ label: 'Sales contact', value: 'Ravi Kumar' });
    const seller = Object.fromEntries(document.seller.details.map((detail) => [detail.label, detail.href]));
    expect(seller.Phone).toMatch(/^tel:\+91\d{10}$/);
    expect(seller.Email).toBe(`mailto:${SELLER.email}`);
  });

  it('says on a revision which quotation it replaces, when that was made, what changed and the desk’s note', () => {
    const revisionOf = { _id: 'p', number: 'QT/2026-27/0007', createdAt: '2026-11-20T05:00:00.000Z', changes: ['Total ₹1,18,000.00 → ₹1,12,100.00'] };
    const document = quoteDocument(quote([line({})], { number: 'QT/2026-27/0007-R1', version: 1, revisionOf, revisionNote: 'Discount as agreed on the call.' }));
    expect(document.revision).toEqual({ title: 'Revision of QT/2026-27/0007 dated 20 Nov 2026', changes: revisionOf.changes, note: 'Discount as agreed on the call.' });
    expect(quoteDocument(quote([line({})])).revision).toBeNull();
  });
});

describe('revisionChanges', () => {
  const version = (items: QuoteLineInput[], change: Partial<RevisedVersion> = {}): RevisedVersion => {
    const { lines, totals } = computeQuote(items, 'intra');
    return { lines, totalPaise: totals.total, validDays: 15, placeOfSupply: 'Jharkhand', ...change };
  };

  it('names lines added and removed, a line’s quantity, rate, discount, GST and scope, the place of supply, the validity and the total', () => {
    const machine = line({ productId: 'm1', description: 'Paper plate machine', scope: 'Motor' });
    const before = version([machine, line({ description: 'Freight', hsn: '9965', unit: 'Lot', unitPrice: 5000 })]);
    const after = version(
      [
        { ...machine, quantity: 2, unitPrice: 95000, discountPercent: 5, gstRate: 5, scope: 'Motor and die set' },
        line({ description: 'Installation and commissioning', hsn: '9987', unit: 'Job', unitPrice: 10000 }),
      ],
      { validDays: 30, placeOfSupply: 'Bihar' },
    );
    expect(revisionChanges(before, after)).toEqual([
      'Paper plate machine: quantity 1 Nos → 2 Nos, rate ₹1,00,000.00 → ₹95,000.00, discount 0% → 5%, GST 18% → 5%, scope of supply changed',
      'Line added: Installation and commissioning',
      'Line removed: Freight',
      'Place of supply Jharkhand → Bihar',
      'Validity 15 → 30 days',
      // 2 × ₹95,000 less 5% at 5%: ₹1,89,525; installation ₹10,000 at 18%: ₹11,800.
      'Total ₹1,23,900.00 → ₹2,01,325.00',
    ]);
  });

  it('says nothing of what stayed the same', () => {
    const items = [line({ productId: 'm1' }), line({ description: 'Freight', unitPrice: 5000 })];
    expect(revisionChanges(version(items), version([...items].reverse()))).toEqual([]);
  });
});

describe('the proforma invoice made of a quotation', () => {
  const as: DocumentAs = {
    kind: 'proforma', number: 'PI/2026-27/0003', createdAt: '2026-11-27T06:30:00.000Z', orderNumber: 'SO/2026-27/0002',
    amountAskedPaise: 3540000, advancePercent: 30,
  };
  const accepted = quote([line({})], { status: 'accepted', acceptedAt: '2026-11-26T10:00:00.000Z' });

  it('is titled "Proforma Invoice", with its number, date, order and quotation, the amount asked now, and no validity', () => {
    const document = quoteDocument(accepted, as);
    expect(document.title).toBe('Proforma Invoice PI/2026-27/0003');
    expect(document.heading).toBe('Proforma Invoice');
    expect(document.number).toBe('PI/2026-27/0003');
    expect(document.facts).toEqual([
      { label: 'Proforma Invoice No.', value: 'PI/2026-27/0003' },
      { label: 'Date', value: '27 Nov 2026' },
      { label: 'Order', value: 'SO/2026-27/0002' },
      { label: 'Against quotation', value: 'QT/2026-27/0007 dated 24 Nov 2026' },
      { label: 'Advance', value: '30% of the total' },
      { label: 'Place of Supply', value: 'Jharkhand (20)' },
    ]);
    expect(document.totals.at(-1)).toEqual({ label: 'Amount asked now', value: '₹35,400.00', total: true });
    expect(document.state).toBeNull();
    expect(document.revision).toBeNull();
    expect(document.answerable).toBe(false);
    expect(document.footer).toBe(NOT_A_TAX_INVOICE);
  });
});
