import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/lib/quotes/amount-in-words';
import { financialYear, quoteNumber } from '../../src/lib/quotes/financial-year';
import { computeLine, computeQuote, itemInRupees, stateTaxLabel, taxSplit, totalsInRupees } from '../../src/lib/quotes/gst';
import { gstinCheckChar, gstinProblem, gstinStateCode, normaliseGstin } from '../../src/lib/quotes/gstin';
import { INDIAN_STATES, isIndianState, stateByCode } from '../../src/lib/quotes/indian-states';
import { quoteInputSchema, quoteRevisionSchema } from '../../src/lib/validation/quotes';
import { DEMO_GSTIN, quotePrefix, quoteSettings } from '../../src/lib/quotes/seller';
import type { QuoteLineInput } from '../../src/lib/quotes/types';
import { firstIssue } from '../../src/lib/validation/common';

const line = (fields: Partial<QuoteLineInput>): QuoteLineInput => ({ description: 'Paper cup machine', hsn: '8441', quantity: 1, unitPrice: 0, gstRate: 18, ...fields });

describe('the tax split', () => {
  it('is CGST + SGST in the seller’s state, IGST in another, whatever the spelling of the name', () => {
    expect(taxSplit('Jharkhand', 'Jharkhand')).toBe('intra');
    expect(taxSplit(' jharkhand ', 'Jharkhand')).toBe('intra');
    expect(taxSplit('Maharashtra', 'Jharkhand')).toBe('inter');
  });

  it('charges half the rate each within the state and the whole rate across states', () => {
    const input = { quantity: 2, unitPricePaise: 45_000_000, discountPercent: 0, gstRate: 18 };
    expect(computeLine(input, 'intra')).toEqual({
      grossPaise: 90_000_000,
      discountPaise: 0,
      taxablePaise: 90_000_000,
      cgstPaise: 8_100_000,
      sgstPaise: 8_100_000,
      igstPaise: 0,
      amountPaise: 106_200_000,
    });
    expect(computeLine(input, 'inter')).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 16_200_000, amountPaise: 106_200_000 });
  });

  it('names the state’s half UTGST where the seller is in a union territory without a legislature', () => {
    expect(stateTaxLabel('Chandigarh')).toBe('UTGST');
    expect(stateTaxLabel('Ladakh')).toBe('UTGST');
    expect(stateTaxLabel('Andaman and Nicobar Islands')).toBe('UTGST');
    expect(stateTaxLabel('Delhi')).toBe('SGST');
    expect(stateTaxLabel('Jharkhand')).toBe('SGST');
  });
});

describe('the amounts in paise', () => {
  it('rounds each line’s tax half up on its own, and the totals add the printed lines', () => {
    // 9% of 50 paise is 4.5: each line prints 5, so the totals are 10, not the 9 of the sum.
    const { lines, totals } = computeQuote([line({ unitPrice: 0.5 }), line({ unitPrice: 0.5 })], 'intra');
    expect(lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual([[5, 5], [5, 5]]);
    expect(totals).toMatchObject({ taxable: 100, cgst: 10, sgst: 10, igst: 0 });
    // 2.5% of ₹10.01 is 25.025 paise: 25.
    expect(computeQuote([line({ unitPrice: 10.01, gstRate: 5 })], 'intra').lines[0]).toMatchObject({ cgstPaise: 25, sgstPaise: 25, amountPaise: 1051 });
  });

  it('rounds the total to the rupee, a total ending .50 up and one ending .49 down, with the difference as Round off', () => {
    expect(computeQuote([line({ unitPrice: 100.5, gstRate: 0 })], 'inter').totals).toEqual({
      taxable: 10_050, cgst: 0, sgst: 0, igst: 0, roundOff: 50, total: 10_100,
    });
    expect(computeQuote([line({ unitPrice: 100.49, gstRate: 0 })], 'inter').totals).toMatchObject({ roundOff: -49, total: 10_000 });
    // ₹99.99 + 18% IGST (₹18.00 after rounding) = ₹117.99: a paisa rounds it up.
    expect(computeQuote([line({ unitPrice: 99.99 })], 'inter').totals).toMatchObject({ igst: 1800, roundOff: 1, total: 11_800 });
  });

  it('takes the discount off the gross before the tax', () => {
    const [l] = computeQuote([line({ quantity: 3, unitPrice: 1234.56, discountPercent: 7.25 })], 'intra').lines;
    // 3 × ₹1,234.56 = ₹3,703.68; 7.25% of it is ₹268.5168 → ₹268.52; 9% of ₹3,435.16 is ₹309.1644 → ₹309.16.
    expect(l).toMatchObject({ grossPaise: 370_368, discountPaise: 26_852, taxablePaise: 343_516, cgstPaise: 30_916, sgstPaise: 30_916, amountPaise: 405_348 });
  });

  it('multiplies decimal quantities exactly: no float drift below a half paisa', () => {
    // 1.005 × 100 is 100.49999999999999 in floats; the exact 100.5 paise rounds up to 101.
    expect(computeLine({ quantity: 1.005, unitPricePaise: 100, discountPercent: 0, gstRate: 0 }, 'inter').grossPaise).toBe(101);
    expect(computeLine({ quantity: 2.675, unitPricePaise: 100, discountPercent: 0, gstRate: 0 }, 'inter').grossPaise).toBe(268);
    // The largest line the rules allow is past a float's exact integers in the product of its parts.
    expect(computeLine({ quantity: 99_999.999, unitPricePaise: 9_999_999_999, discountPercent: 0, gstRate: 28 }, 'inter')).toMatchObject({
      grossPaise: 999_999_989_900_000,
      igstPaise: 279_999_997_172_000,
    });
  });

  it('gives the API its rupees and the total in words', () => {
    // 1.5 × ₹1,000.10 = ₹1,500.15; 10% off is ₹150.015 → ₹150.02; 18% of ₹1,350.13 is ₹243.0234 → ₹243.02.
    const { lines, totals } = computeQuote([line({ quantity: 1.5, unit: 'Set', unitPrice: 1000.1, discountPercent: 10 })], 'inter');
    expect(totalsInRupees(totals)).toEqual({
      taxable: 1350.13, cgst: 0, sgst: 0, igst: 243.02, roundOff: -0.15, total: 1593, inWords: 'Rupees One Thousand Five Hundred Ninety-Three Only',
    });
    expect(itemInRupees(lines[0])).toMatchObject({ unit: 'Set', unitPrice: 1000.1, taxable: 1350.13, igst: 243.02, amount: 1593.15 });
    expect(computeQuote([line({ unitPrice: 1 })], 'inter').lines[0]).toMatchObject({ unit: 'Nos', discountPercent: 0, productId: null });
  });
});

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [9_999_900, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [123_456_780, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty Paise Only'],
    [10_000_000_000, 'Rupees Ten Crore Only'],
    [10_100_100, 'Rupees One Lakh One Thousand One Only'],
    [10_110_100, 'Rupees One Lakh One Thousand One Hundred One Only'],
    [1_000_000_000_000, 'Rupees One Thousand Crore Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [2_050, 'Rupees Twenty and Fifty Paise Only'],
  ])('writes %i paise as %j', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not a count of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACH7409R1Z3', DEMO_GSTIN])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('forgives lower case and spaces around it', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(gstinStateCode('20abkfs4821m1z2')).toBe('20');
  });

  it('refuses a mistyped character by the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', 'buyer.gstin')).toBe('buyer.gstin has a wrong check character: one of its characters is mistyped.');
    expect(gstinProblem('27AAPFU0939G1ZV')).toMatch(/check character/);
  });

  it.each(['27AAPFU0939F1Z', '27AAPFU0939F1AV', 'AAPFU0939F1ZV27', '27AAPF00939F1ZV', '27AAPFU0939F0ZV', ''])('refuses the format of %j', (gstin) => {
    expect(gstinProblem(gstin)).toMatch(/^GSTIN must be 15 characters/);
  });

  it('refuses a state code no state has', () => {
    const first14 = '00AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckChar(first14))).toBe('GSTIN begins with 00, which is no Indian state\'s GST code.');
  });
});

describe('Indian states', () => {
  it('are the 28 states and 8 union territories with their GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(stateByCode('20')?.name).toBe('Jharkhand');
    expect(stateByCode('28')?.name).toBe('Andhra Pradesh');
    expect(isIndianState('West Bengal')).toBe(true);
    expect(isIndianState('Atlantis')).toBe(false);
  });
});

describe('the financial year', () => {
  it('turns at midnight of 1 April on Indian time, not UTC', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'), 'Asia/Kolkata')).toBe('2027-28');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-11-24T06:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-04-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers quotations within it, revisions with -R and their version', () => {
    expect(quoteNumber('QT', '2026-27', 1, 0)).toBe('QT/2026-27/0001');
    expect(quoteNumber('QT', '2026-27', 1, 1)).toBe('QT/2026-27/0001-R1');
    expect(quoteNumber('SCPM', '2026-27', 12_345, 12)).toBe('SCPM/2026-27/12345-R12');
  });
});

describe('the seller from the environment', () => {
  it('is the demo company by default, with a valid GSTIN from Jharkhand and its PAN', () => {
    const settings = quoteSettings({});
    expect(gstinProblem(settings.seller.gstin!)).toBeNull();
    expect(settings.seller).toMatchObject({
      name: 'Steel City Paper Machines',
      phone: '+91 98350 12345',
      email: 'sales@example.com',
      gstin: DEMO_GSTIN,
      state: 'Jharkhand',
      pan: 'ABKFS4821M',
      bank: { accountName: 'Steel City Paper Machines', bankName: 'State Bank of India', accountNumber: '39876543210', ifsc: 'SBIN0001234', branch: 'Bistupur, Jamshedpur' },
    });
    expect(settings.validDays).toBe(15);
    expect(Object.values(settings.terms).every((text) => text.length > 20)).toBe(true);
    expect(quotePrefix({})).toBe('QT');
  });

  it('takes the configured values, and no bank when the bank name is set empty', () => {
    const settings = quoteSettings({ COMPANY_GSTIN: '27aapfu0939f1zv', COMPANY_STATE: 'maharashtra', BANK_NAME: '', QUOTE_VALID_DAYS: '30', QUOTE_WARRANTY: '24 months.' });
    expect(settings.seller).toMatchObject({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', pan: 'AAPFU0939F', bank: null });
    expect(settings.validDays).toBe(30);
    expect(settings.terms.warranty).toBe('24 months.');
  });

  it('stops on a value that would print wrongly, naming the variable', () => {
    expect(() => quoteSettings({ COMPANY_GSTIN: '20ABKFS4821M1Z3' })).toThrow(/COMPANY_GSTIN "20ABKFS4821M1Z3" has a wrong check character/);
    expect(() => quoteSettings({ COMPANY_STATE: 'Maharashtra' })).toThrow('COMPANY_GSTIN 20ABKFS4821M1Z2 is registered in Jharkhand, but COMPANY_STATE is Maharashtra.');
    expect(() => quoteSettings({ COMPANY_STATE: 'Atlantis' })).toThrow(/COMPANY_STATE "Atlantis"/);
    expect(() => quoteSettings({ QUOTE_VALID_DAYS: '91' })).toThrow(/QUOTE_VALID_DAYS "91"/);
    expect(() => quoteSettings({ BANK_IFSC: 'SBI123' })).toThrow(/BANK_IFSC "SBI123"/);
    expect(() => quotePrefix({ QUOTE_PREFIX: 'QT/A' })).toThrow(/QUOTE_PREFIX "QT\/A"/);
  });
});

describe('the quotation input rules', () => {
  // A quotation dated 27 Nov 2026: the rates of Notification No. 9/2025 and 15/2025.
  const DAY = '2026-11-27';
  const quoteInput = quoteInputSchema(DAY);
  const valid = {
    enquiryId: '7f1c2b9e-0d4a-4c55-9a51-1b2f3c4d5e6f',
    buyer: { name: 'Asha Traders', state: 'West Bengal', address: '12 Park Street, Kolkata 700016', gstin: '19aapfu0939f1zs', email: ' asha@example.com ' },
    items: [{ productId: 'p1', description: 'Paper cup machine', hsn: '84418000', quantity: 2.5, unitPrice: 450000.5, discountPercent: 2.25, gstRate: 18 }],
    validDays: 15,
    terms: { payment: '50% advance.' },
  };
  const refusal = (change: (input: typeof valid) => unknown) => {
    const input = structuredClone(valid);
    const result = quoteInput.safeParse(change(input) ?? input);
    expect(result.success).toBe(false);
    return firstIssue(result.error!);
  };

  it('passes a valid quotation, tidied: GSTIN upper case, the unit and state filled in', () => {
    // A valid West Bengal GSTIN made with the same check rule.
    expect(gstinProblem(valid.buyer.gstin)).toBeNull();
    const parsed = quoteInput.parse(valid);
    expect(parsed.buyer).toEqual({ name: 'Asha Traders', state: 'West Bengal', address: '12 Park Street, Kolkata 700016', gstin: '19AAPFU0939F1ZS', email: 'asha@example.com' });
    expect(parsed.items[0]).toMatchObject({ unit: 'Nos', quantity: 2.5, discountPercent: 2.25 });
    const bare = quoteInput.parse({ ...valid, buyer: { ...valid.buyer, gstin: '', email: null }, validDays: undefined, terms: undefined });
    expect(bare.buyer).toMatchObject({ gstin: null, email: null });
    expect(bare.validDays).toBeUndefined();
  });

  it.each([
    ['no items', (q: typeof valid) => void (q.items = []), 'items must have at least one line.'],
    ['quantity 0', (q: typeof valid) => void (q.items[0].quantity = 0), 'items[0].quantity must be more than 0.'],
    ['quantity with 4 decimals', (q: typeof valid) => void (q.items[0].quantity = 1.0001), 'items[0].quantity must have at most 3 decimals.'],
    ['a negative price', (q: typeof valid) => void (q.items[0].unitPrice = -1), 'items[0].unitPrice cannot be negative.'],
    ['an absurd price', (q: typeof valid) => void (q.items[0].unitPrice = 1e12), 'items[0].unitPrice must be at most ₹10,00,00,000.'],
    ['paise past two decimals', (q: typeof valid) => void (q.items[0].unitPrice = 10.005), 'items[0].unitPrice must have at most 2 decimals.'],
    ['rate 7', (q: typeof valid) => void (q.items[0].gstRate = 7), 'items[0].gstRate must be one of 0, 5, 18, 40 (the rates in force on 27 Nov 2026).'],
    ['rate 12, gone since 22 Sep 2025', (q: typeof valid) => void (q.items[0].gstRate = 12), 'items[0].gstRate must be one of 0, 5, 18, 40 (the rates in force on 27 Nov 2026).'],
    ['a short HSN', (q: typeof valid) => void (q.items[0].hsn = '844'), 'items[0].hsn must be 4, 6 or 8 digits.'],
    ['a discount over 100', (q: typeof valid) => void (q.items[0].discountPercent = 101), 'items[0].discountPercent must be from 0 to 100.'],
    ['a bad GSTIN', (q: typeof valid) => void (q.buyer.gstin = '19AAPFU0939F1ZT'), 'buyer.gstin has a wrong check character: one of its characters is mistyped.'],
    ['an unknown state', (q: typeof valid) => void (q.buyer.state = 'Atlantis'), 'buyer.state must be an Indian state or union territory.'],
    ['a bad email', (q: typeof valid) => void (q.buyer.email = 'asha@'), 'buyer.email must be a valid email address.'],
    ['validDays 0', (q: typeof valid) => void (q.validDays = 0), 'validDays must be a whole number of days from 1 to 90.'],
    ['validDays 91', (q: typeof valid) => void (q.validDays = 91), 'validDays must be a whole number of days from 1 to 90.'],
    ['51 lines', (q: typeof valid) => void (q.items = Array(51).fill(q.items[0])), 'items can have at most 50 lines.'],
    ['a total past ₹1,000 crore', (q: typeof valid) => void (q.items = Array(20).fill({ ...q.items[0], quantity: 100_000, unitPrice: 1e8 })), 'items add up to more than ₹10,00,00,00,000.'],
    ['long notes', (q: typeof valid) => void (q.terms = { payment: 'x', notes: 'x'.repeat(2001) } as typeof q.terms), 'terms.notes must be at most 2000 characters.'],
  ])('refuses %s, naming the field', (_, change, message) => {
    expect(refusal(change)).toBe(message);
  });

  it('names the line by its place in the list', () => {
    expect(refusal((q) => void q.items.push({ ...q.items[0], quantity: 0 }))).toBe('items[1].quantity must be more than 0.');
  });

  it('asks a revision for the quotation it replaces', () => {
    const { enquiryId: _, ...fields } = valid;
    expect(quoteRevisionSchema(DAY).parse({ ...fields, quoteId: 'q1' }).quoteId).toBe('q1');
    expect(firstIssue(quoteRevisionSchema(DAY).safeParse(fields).error!)).toBe('quoteId is required.');
  });

  it('takes the rates in force on the quotation’s date: 40 % now, 12 % and 28 % before 22 Sep 2025', () => {
    const at = (day: string, gstRate: number) => quoteInputSchema(day).safeParse({ ...valid, items: [{ ...valid.items[0], gstRate }] });
    expect(at(DAY, 40).success).toBe(true);
    expect(at(DAY, 28).success).toBe(false);
    expect(at('2025-09-21', 12).success).toBe(true);
    expect(at('2025-09-21', 28).success).toBe(true);
    expect(firstIssue(at('2025-09-21', 40).error!)).toBe('items[0].gstRate must be one of 0, 5, 12, 18, 28 (the rates in force on 21 Sept 2025).');
    expect(at('2025-09-22', 12).success).toBe(false);
  });
});
