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
import { COMPUTER_GENERATED, quoteDocument } from '../../src/server/quotes/quote-document';

const SELLER = quoteSettings({}).seller;

/** A quotation as the API gives it, its amounts worked out by the shared GST rules. */
function quote(items: QuoteLineInput[], change: Partial<Quote> = {}, seller: QuoteSeller = SELLER, buyerState = 'Jharkhand'): Quote {
  const split = taxSplit(buyerState, seller.state);
  const { lines, totals } = computeQuote(items, split);
  return {
    _id: 'q', enquiryId: 'e', number: 'QT/2026-27/0007', version: 0, status: 'sent',
    url: 'https://example.com/quote/t', pdfUrl: 'https://example.com/quote/t/pdf',
    createdAt: '2026-11-24T05:00:00.000Z', validUntil: '2026-12-09', validDays: 15, taxSplit: split,
    buyer: { name: 'Kaur Traders', phone: '9876543210', address: 'Sector 22, Chandigarh', state: buyerState, gstin: null, email: null },
    advancePercent: 30,
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
      { serial: '1', description: 'Paper cup machine', hsn: '8441', quantity: '1.5 Set', rate: '₹1,234.50', discount: '12.5%',
        taxable: '₹1,620.28', gstRate: '18%', gst: '₹291.66', amount: '₹1,911.94' },
      { serial: '2', description: 'Paper cup machine', hsn: '8441', quantity: '1 Nos', rate: '₹1,00,000.00', discount: '',
        taxable: '₹1,00,000.00', gstRate: '18%', gst: '₹18,000.00', amount: '₹1,18,000.00' },
    ]);
    expect(document.facts).toEqual([
      { label: 'Quotation No.', value: 'QT/2026-27/0007' },
      { label: 'Date', value: '24 Nov 2026' },
      { label: 'Valid until', value: '9 Dec 2026' },
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
