/**
 * What a proforma invoice may ask for (docs/spec.md §24.2), as the desk's form and the function
 * read it: a percentage of the total, an amount in rupees (a number or a string), or neither for
 * the whole balance; each refusal names its field. Whether it fits the balance is the server's
 * (tests/api/proformas.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../src/lib/validation/common';
import { proformaInputSchema, shareOfTotal } from '../../src/lib/validation/proformas';

const orderId = '6f1c2b1e-5d0a-4c4e-9a53-3f0e6f6e1a01';
const parse = (input: Record<string, unknown>) => proformaInputSchema.safeParse({ orderId, ...input });
const refusal = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? null : firstIssue(result.error);
};

describe('a proforma invoice asks for', () => {
  it('a percentage of the total in hundredths, an amount in paise, or the balance', () => {
    expect(parse({ advancePercent: 30 }).data).toEqual({ orderId, ask: { percentHundredths: 3000 } });
    expect(parse({ advancePercent: '12.5' }).data).toEqual({ orderId, ask: { percentHundredths: 1250 } });
    expect(parse({ advancePercent: 0.01 }).data).toEqual({ orderId, ask: { percentHundredths: 1 } });
    expect(parse({ advanceAmount: 125000.5 }).data).toEqual({ orderId, ask: { paise: 12500050 } });
    expect(parse({ advanceAmount: ' 0.07 ', advancePercent: null }).data).toEqual({ orderId, ask: { paise: 7 } });
    expect(parse({}).data).toEqual({ orderId, ask: 'balance' });
    expect(parse({ advancePercent: '', advanceAmount: null }).data).toEqual({ orderId, ask: 'balance' });
  });

  it('refuses what is not one of them, naming the field', () => {
    const percent = 'advancePercent must be a percentage from 0.01 to 100, with at most two decimals.';
    const rupees = 'advanceAmount must be an amount in rupees with at most two decimals.';
    for (const value of [0, 100.01, 12.345, -5, '30%', true, Number.NaN]) expect(refusal({ advancePercent: value }), String(value)).toBe(percent);
    for (const value of [10.005, '1,000', '₹500', '1e5', -1, {}]) expect(refusal({ advanceAmount: value }), String(value)).toBe(rupees);
    expect(refusal({ advanceAmount: 0 })).toBe('advanceAmount must be more than 0.');
    expect(refusal({ advanceAmount: '10000000001' })).toBe('advanceAmount must be at most ₹10,00,00,00,000.');
    expect(refusal({ advanceAmount: 100, advancePercent: 10 })).toBe('Give advancePercent or advanceAmount, not both.');
    expect(proformaInputSchema.safeParse({ advanceAmount: 100 }).error?.issues[0].message).toBe('orderId is required.');
  });
});

describe('a share of the total', () => {
  it('is rounded half up to the paisa, exact at the largest totals', () => {
    expect(shareOfTotal(29142600, 3000)).toBe(8742780);
    // 33.33% of ₹1.00 is 33.33 paise; of ₹1.50, 49.995 paise, rounded up.
    expect(shareOfTotal(100, 3333)).toBe(33);
    expect(shareOfTotal(150, 3333)).toBe(50);
    expect(shareOfTotal(1, 5000)).toBe(1);
    expect(shareOfTotal(1_000_000_000_000, 9999)).toBe(999_900_000_000);
    // 333,299,999,999.6667 paise: a double times 3333 first would lose the last digits.
    expect(shareOfTotal(999_999_999_999, 3333)).toBe(333_300_000_000);
  });
});
