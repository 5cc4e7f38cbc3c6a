/**
 * What search engines and link previews read about a product: the plain-text summary behind the
 * meta description and schema.org Product data (https://schema.org/Product) for the page head.
 */
import { categoryLabel } from './categories';
import { decimalRupees, shownPrice, type ShownPrice } from './price';
import { absoluteUrl } from './public-address';
import type { Product } from './types';

const META_DESCRIPTION_MAX = 160;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags inside a line of text: dropped without a word break ("<strong>unit</strong>." → "unit."). */
const INLINE_TAG = /<\/?(?:a|b|code|em|i|s|span|strong|sub|sup|u)\b[^>]*>/gi;

/** A product page asks for its description's words twice (meta description, JSON-LD): the last answer is kept. */
let last = { html: '', text: '' };

/** The words of rich HTML: block tags become word breaks, entities are decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  if (html !== last.html) last = { html, text: wordsOf(html) };
  return last.text;
}

function wordsOf(html: string): string {
  return decodeEntities(html.replace(INLINE_TAG, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of HTML with its character references decoded ("&amp;" → "&", "&#8377;" → "₹"); an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** At most 160 characters of the description, cut at a word; the name and brand when it is empty. */
export function metaDescription(product: Pick<Product, 'productName' | 'brandName' | 'description'>): string {
  const text = htmlToText(product.description);
  if (!text) return `${product.productName} by ${product.brandName}`;
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export interface ProductJsonLdOptions {
  siteUrl: string;
  /** The page's canonical address. */
  url: string;
  companyName: string;
  /** When the page is built: the shown price holds for a year from it. */
  now?: Date;
}

const PRICE_VALID_DAYS = 365;

export function productJsonLd(product: Product, options: ProductJsonLdOptions): Record<string, unknown> {
  const price = shownPrice(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: htmlToText(product.description) || undefined,
    image: product.productImage.map((image) => absoluteUrl(options.siteUrl, image)),
    brand: { '@type': 'Brand', name: product.brandName },
    category: categoryLabel(product.category),
    url: options.url,
    sku: product._id,
    // Only a price the seller chose to show; "price on request" products carry no offer.
    offers: price ? offer(price, options) : undefined,
  };
}

function offer(price: ShownPrice, options: ProductJsonLdOptions): Record<string, unknown> {
  const rupees = decimalRupees(price.paise);
  const validUntil = new Date((options.now ?? new Date()).getTime() + PRICE_VALID_DAYS * 86_400_000);
  return {
    '@type': 'Offer',
    price: rupees,
    priceCurrency: 'INR',
    // The page says "+ GST": the price is before tax.
    priceSpecification: { '@type': 'PriceSpecification', price: rupees, priceCurrency: 'INR', valueAddedTaxIncluded: false },
    priceValidUntil: validUntil.toISOString().slice(0, 10),
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: options.url,
    seller: { '@type': 'Organization', name: options.companyName },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. Every "<" is written as \u003c, which
 * JSON reads back as "<", so no text in the data ("</script>", "<!--") can end the element early.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
