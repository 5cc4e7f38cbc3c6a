import { describe, expect, it } from 'vitest';
import { decimalRupees, formatRupees, shownPrice, toPaise } from '../../src/lib/price';

describe('formatRupees', () => {
  it('groups digits the Indian way: thousands, then lakhs and crores in twos', () => {
    expect(formatRupees(toPaise(1000))).toBe('₹1,000');
    expect(formatRupees(toPaise(100000))).toBe('₹1,00,000');
    expect(formatRupees(toPaise(1234567))).toBe('₹12,34,567');
    expect(formatRupees(toPaise(450000))).toBe('₹4,50,000');
    expect(formatRupees(toPaise(123456789))).toBe('₹12,34,56,789');
  });

  it('shows paise only when there are any', () => {
    expect(formatRupees(toPaise(450000.5))).toBe('₹4,50,000.50');
    expect(formatRupees(45)).toBe('₹0.45');
  });
});

describe('toPaise and decimalRupees', () => {
  it('count whole paise however the rupees were written', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1999.99)).toBe(199999);
    expect(decimalRupees(199999)).toBe('1999.99');
    expect(decimalRupees(45000000)).toBe('450000.00');
  });
});

describe('shownPrice', () => {
  const product = { price: 500000, sellingPrice: 450000, showPrice: true };

  it('is the selling price, with the list price beside it when that is higher', () => {
    expect(shownPrice(product)).toEqual({ paise: 45000000, listPaise: 50000000 });
    expect(shownPrice({ ...product, sellingPrice: 500000 })).toEqual({ paise: 50000000, listPaise: null });
    expect(shownPrice({ ...product, sellingPrice: 550000 })).toEqual({ paise: 55000000, listPaise: null });
  });

  it('is the list price when there is no selling price', () => {
    expect(shownPrice({ ...product, sellingPrice: null })).toEqual({ paise: 50000000, listPaise: null });
    expect(shownPrice({ ...product, price: null })).toEqual({ paise: 45000000, listPaise: null });
  });

  it('is nothing when the seller shows no price, or none is set', () => {
    expect(shownPrice({ ...product, showPrice: false })).toBeNull();
    expect(shownPrice({ price: null, sellingPrice: null, showPrice: true })).toBeNull();
  });
});
