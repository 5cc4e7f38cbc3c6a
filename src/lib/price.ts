/**
 * A product's price as the site shows it: only when the seller chose to show it and a price is
 * set. The API carries rupees (two decimals at most); here they are counted in paise, whole
 * numbers, so comparing two prices never meets a float's fraction, and written as rupees again
 * only at the edges (the page's text, the JSON-LD).
 */
import type { Product } from './types';

/** Rupees as the API carries them, in paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

// Indian digit grouping (lakh, crore) by the platform's own rules; paise only when there are any.
const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** "₹4,50,000", "₹12,34,567.50". */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}

/** "450000.00": the decimal rupees schema.org's price reads (no symbol, "." before the paise). */
export function decimalRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

export interface ShownPrice {
  /** What the buyer pays before GST: the selling price, else the list price. */
  paise: number;
  /** The list price, struck through beside it, when it is higher; null otherwise. */
  listPaise: number | null;
}

/** The price the product page shows, or null: the seller shows none, or none is set. */
export function shownPrice(product: Pick<Product, 'price' | 'sellingPrice' | 'showPrice'>): ShownPrice | null {
  if (!product.showPrice) return null;
  const rupees = product.sellingPrice ?? product.price;
  if (rupees === null) return null;
  const paise = toPaise(rupees);
  const listPaise = product.price === null ? null : toPaise(product.price);
  return { paise, listPaise: listPaise !== null && listPaise > paise ? listPaise : null };
}
