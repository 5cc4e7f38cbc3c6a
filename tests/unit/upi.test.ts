/**
 * Paying by UPI (docs/spec.md §22.10): the `upi://pay` link of NPCI's UPI Linking Specifications
 * (src/lib/quotes/upi.ts), the advance a quotation asks, and the payment block its page and PDF
 * print (src/server/quotes/pay-and-sign.ts): the QR's link, or above the UPI limit the way to pay
 * by bank transfer instead. The QR code itself is read back from the page in tests/api/quote-payment.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { quoteSettings } from '../../src/lib/quotes/seller';
import type { Quote, SellerUpi } from '../../src/lib/quotes/types';
import { advancePaise, upiPayLink } from '../../src/lib/quotes/upi';
import { paymentAsked, signatureBlock } from '../../src/server/quotes/pay-and-sign';

describe('upiPayLink', () => {
  it('writes every parameter URL-encoded, spaces as %20, the amount with two decimals', () => {
    const link = upiPayLink({ vpa: 'steel.city@sbi', payeeName: 'Sharma & Sons Paper', amountPaise: 8742800, note: 'QT/2026-27/0001', reference: 'QT/2026-27/0001' });
    expect(link).toBe('upi://pay?pa=steel.city%40sbi&pn=Sharma%20%26%20Sons%20Paper&am=87428.00&cu=INR&tn=QT%2F2026-27%2F0001&tr=QT%2F2026-27%2F0001');
    // Read back as any URL parser reads it: the same values.
    const params = new URL(link).searchParams;
    expect(Object.fromEntries(params)).toEqual({ pa: 'steel.city@sbi', pn: 'Sharma & Sons Paper', am: '87428.00', cu: 'INR', tn: 'QT/2026-27/0001', tr: 'QT/2026-27/0001' });
  });

  it('keeps the paise: 5 paise is .05, a rupee and 50 paise 1.50', () => {
    const am = (amountPaise: number) => new URL(upiPayLink({ vpa: 'a.b@okhdfcbank', payeeName: 'X', amountPaise, note: 'n', reference: 'r' })).searchParams.get('am');
    expect([am(5), am(150), am(100), am(12345678)]).toEqual(['0.05', '1.50', '1.00', '123456.78']);
  });

  it('refuses an amount that is not a positive number of paise', () => {
    for (const amountPaise of [0, -100, 10.5]) {
      expect(() => upiPayLink({ vpa: 'a.b@sbi', payeeName: 'X', amountPaise, note: 'n', reference: 'r' })).toThrow(/positive amount/);
    }
  });
});

describe('the settings', () => {
  it('take UPI_ID and UPI_MAX_AMOUNT into the seller, none without a UPI id, and QUOTE_ADVANCE_PERCENT', () => {
    expect(quoteSettings({}).seller.upi).toBeNull();
    expect(quoteSettings({}).advancePercent).toBe(30);
    const settings = quoteSettings({ UPI_ID: ' steel-city.paper_1@okhdfcbank ', UPI_MAX_AMOUNT: '500000', QUOTE_ADVANCE_PERCENT: '0.29' });
    expect(settings.seller.upi).toEqual({ id: 'steel-city.paper_1@okhdfcbank', maxAmount: 500_000 });
    expect(settings.advancePercent).toBe(0.29);
    expect(quoteSettings({ UPI_ID: 'steelcity@kotak811' }).seller.upi).toEqual({ id: 'steelcity@kotak811', maxAmount: 100_000 });
  });

  it('refuse a value that would print a wrong payment, naming the variable', () => {
    for (const [env, message] of [
      [{ UPI_ID: 'steel city@sbi' }, 'UPI_ID "steel city@sbi" is not a UPI id'],
      [{ UPI_ID: '9876543210' }, 'UPI_ID "9876543210" is not a UPI id'],
      [{ UPI_ID: 'steelcity@sbi', UPI_MAX_AMOUNT: '1,00,000' }, 'UPI_MAX_AMOUNT "1,00,000" is not a whole number of rupees'],
      [{ QUOTE_ADVANCE_PERCENT: '101' }, 'QUOTE_ADVANCE_PERCENT "101" is not a percentage from 0 to 100'],
      [{ QUOTE_ADVANCE_PERCENT: '33.333' }, 'QUOTE_ADVANCE_PERCENT "33.333" is not a percentage from 0 to 100'],
    ] as const) {
      expect(() => quoteSettings(env)).toThrow(message);
    }
  });
});

describe('the advance', () => {
  it('is its percentage of the total, rounded to the rupee half up', () => {
    expect(advancePaise(29142600, 30)).toBe(8742800); // ₹87,427.80 → ₹87,428
    expect(advancePaise(100100, 50)).toBe(50100); // ₹500.50 → ₹501
    expect(advancePaise(100000, 12.5)).toBe(12500);
    expect(advancePaise(100_000_000_000_000, 33.33)).toBe(33_330_000_000_000);
  });
});

describe('the payment block', () => {
  const seller = { ...quoteSettings({}).seller, upi: { id: 'steelcity@sbi', maxAmount: 100_000 } };
  const quote = (total: number, advancePercent: number | null, upi: SellerUpi | null = seller.upi): Pick<Quote, 'number' | 'advancePercent' | 'totals' | 'seller'> => ({
    number: 'QT/2026-27/0007',
    advancePercent,
    totals: { taxable: 0, cgst: 0, sgst: 0, igst: 0, roundOff: 0, total, inWords: '' },
    seller: { ...seller, upi },
  });

  it('asks the advance by a UPI link to the seller, noted and referenced with the quotation number', () => {
    const payment = paymentAsked(quote(291426, 30))!;
    expect(payment.label).toBe('Advance 30%: ₹87,428.00');
    expect(payment.upi).toEqual({
      id: 'steelcity@sbi',
      payeeName: seller.name,
      link: upiPayLink({ vpa: 'steelcity@sbi', payeeName: seller.name, amountPaise: 8742800, note: 'QT/2026-27/0007', reference: 'QT/2026-27/0007' }),
      overLimit: null,
    });
  });

  it('above UPI_MAX_AMOUNT gives no link but the way to pay by bank transfer', () => {
    const payment = paymentAsked(quote(291426, 50))!;
    expect(payment.label).toBe('Advance 50%: ₹1,45,713.00');
    expect(payment.upi?.link).toBeNull();
    expect(payment.upi?.overLimit).toBe(
      '₹1,45,713.00 is more than UPI takes in one payment (₹1,00,000.00): please pay it by NEFT or RTGS to the bank account beside, quoting QT/2026-27/0007.',
    );
    // At the limit exactly, UPI takes it.
    expect(paymentAsked(quote(200000, 50))!.upi?.link).toContain('am=100000.00');
  });

  it('asks nothing at 0% or on a quotation made before advances; without UPI_ID, the amount alone', () => {
    expect(paymentAsked(quote(291426, 0))).toBeNull();
    expect(paymentAsked(quote(291426, null))).toBeNull();
    expect(paymentAsked(quote(291426, 30, null))).toEqual({ label: 'Advance 30%: ₹87,428.00', amountPaise: 8742800, amount: '₹87,428.00', upi: null });
  });

  it("a proforma invoice's asks its own amount under its own number", () => {
    const payment = paymentAsked(quote(291426, 30), { number: 'PI/2026-27/0003', amountAskedPaise: 5000000, advancePercent: null })!;
    expect(payment.label).toBe('Amount asked: ₹50,000.00');
    expect(new URL(payment.upi!.link!).searchParams.get('tr')).toBe('PI/2026-27/0003');
  });

  it('is signed for the seller by its authorised signatory', () => {
    expect(signatureBlock(quote(1, 30))).toEqual({ forCompany: `For ${seller.name}`, title: 'Authorised Signatory' });
  });
});
