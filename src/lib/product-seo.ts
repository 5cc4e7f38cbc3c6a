/**
 * What search engines and link previews read about a product: the plain-text summary behind the
 * meta description and schema.org Product data (https://schema.org/Product) for the page head.
 */
import { categoryLabel } from './categories';
import { decimalRupees, shownPrice, type ShownPrice } from './price';
import { absoluteUrl } from './public-address';
import type { Specification } from './specifications';
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
    additionalProperty: product.specifications.length ? product.specifications.map(propertyValue) : undefined,
  };
}

/**
 * UN/CEFACT Recommendation 20 common codes (https://unece.org/trade/uncefact/cl-recommendations,
 * Annex II/III), which schema.org's unitCode takes, for the units a machine's specifications are
 * usually written in; read in any case. A unit not here is given as unitText, as written.
 */
const UNIT_CODES: Readonly<Record<string, string>> = {
  mm: 'MMT',
  cm: 'CMT',
  m: 'MTR',
  inch: 'INH',
  in: 'INH',
  ft: 'FOT',
  micron: '4H',
  µm: '4H',
  kg: 'KGM',
  g: 'GRM',
  tonne: 'TNE',
  ml: 'MLT',
  l: 'LTR',
  kw: 'KWT',
  w: 'WTT',
  kva: 'KVA',
  v: 'VLT',
  hz: 'HTZ',
  gsm: 'GM',
  'g/m²': 'GM',
  'm/min': '2X',
  '°c': 'CEL',
  bar: 'BAR',
  'm²': 'MTK',
};

/** The UN/CEFACT code of a unit as written ("kW" → "KWT"), or undefined when it has none here. */
export function unitCode(unit: string): string | undefined {
  return UNIT_CODES[unit.trim().toLowerCase()];
}

/**
 * One specification as a schema.org PropertyValue (https://schema.org/PropertyValue): a number's
 * figure as `value`, a range's ends as `minValue` and `maxValue` (one figure: `value`), text as
 * `value`; the unit as `unitCode` where it has one, else `unitText`.
 */
export function propertyValue(spec: Specification): Record<string, unknown> {
  const figures =
    spec.min === null || spec.max === null
      ? { value: spec.value }
      : spec.min === spec.max
        ? { value: spec.min }
        : { minValue: spec.min, maxValue: spec.max };
  const code = spec.unit ? unitCode(spec.unit) : undefined;
  return {
    '@type': 'PropertyValue',
    name: spec.name,
    ...figures,
    ...(code ? { unitCode: code } : spec.unit ? { unitText: spec.unit } : {}),
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
