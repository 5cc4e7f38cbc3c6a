import { describe, expect, it } from 'vitest';
import { htmlToText, jsonForScript, metaDescription, productJsonLd, unitCode } from '../../src/lib/product-seo';
import { toSpecification, type StoredSpecification } from '../../src/lib/specifications';
import type { Product } from '../../src/lib/types';

const product: Product = {
  _id: '8d7f8164-509d-4cb9-ad3f-bef917749fad',
  productName: 'Paper Cup Machine',
  brandName: 'Dalmaline',
  category: 'paper-cup-making-machines',
  productImage: ['/demo/products/a-1.webp', 'https://cdn.example.com/a-2.webp'],
  description: '<h2>Fast &amp; quiet</h2><p>90&nbsp;cups/min &lt;tested&gt; &#8212; &#x2713;</p>',
  videoLinks: [],
  websiteLinks: [],
  price: 2450000,
  sellingPrice: 2295000,
  showPrice: true,
  hsn: '8441',
  scopeOfSupply: null,
  specifications: [],
  createdAt: '2025-06-03T04:30:00.000Z',
  updatedAt: '2025-06-03T04:30:00.000Z',
};
const options = {
  siteUrl: 'https://machines.example.in',
  url: 'https://machines.example.in/product/x',
  companyName: 'Steel City',
  now: new Date('2026-11-24T10:00:00Z'),
};

describe('htmlToText', () => {
  it('drops tags as word breaks and decodes entities', () => {
    expect(htmlToText(product.description)).toBe('Fast & quiet 90 cups/min <tested> — ✓');
  });

  it('joins inline markup to its words and separates blocks and cells', () => {
    expect(htmlToText('<p>a <strong>small</strong>, <em>new</em>.</p><p>Next</p><table><tr><td>Model</td><td>X1</td></tr></table>')).toBe(
      'a small, new. Next Model X1',
    );
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('<p>a &bogus; b</p>')).toBe('a &bogus; b');
  });
});

describe('metaDescription', () => {
  it('is the whole text when short', () => {
    expect(metaDescription(product)).toBe('Fast & quiet 90 cups/min <tested> — ✓');
  });

  it('cuts a long text at a word, within 160 characters', () => {
    const long = metaDescription({ ...product, description: `<p>${'word '.repeat(60)}</p>` });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/ word…$/);
  });

  it('falls back to the name and brand without a description', () => {
    expect(metaDescription({ ...product, description: '<p> </p>' })).toBe('Paper Cup Machine by Dalmaline');
  });
});

describe('productJsonLd', () => {
  it('describes the product with absolute image addresses and, with its price shown, an INR offer', () => {
    expect(JSON.parse(jsonForScript(productJsonLd(product, options)))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Paper Cup Machine',
      description: 'Fast & quiet 90 cups/min <tested> — ✓',
      image: ['https://machines.example.in/demo/products/a-1.webp', 'https://cdn.example.com/a-2.webp'],
      brand: { '@type': 'Brand', name: 'Dalmaline' },
      category: 'Paper Cup Making Machines',
      url: options.url,
      sku: product._id,
      offers: {
        '@type': 'Offer',
        price: '2295000.00',
        priceCurrency: 'INR',
        priceSpecification: { '@type': 'PriceSpecification', price: '2295000.00', priceCurrency: 'INR', valueAddedTaxIncluded: false },
        priceValidUntil: '2027-11-24',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: options.url,
        seller: { '@type': 'Organization', name: 'Steel City' },
      },
    });
  });

  it('uses the list price when there is no selling price, in rupees with their paise', () => {
    expect(productJsonLd({ ...product, sellingPrice: null }, options).offers).toMatchObject({ price: '2450000.00' });
    expect(productJsonLd({ ...product, sellingPrice: 1999.5 }, options).offers).toMatchObject({ price: '1999.50' });
  });

  it('has no offer and no price at all when the seller shows none, or none is set', () => {
    for (const hidden of [{ ...product, showPrice: false }, { ...product, price: null, sellingPrice: null }]) {
      const json = jsonForScript(productJsonLd(hidden, options));
      expect(JSON.parse(json)).not.toHaveProperty('offers');
      expect(json).not.toMatch(/2295000|2450000|INR/);
    }
  });
});

describe('productJsonLd: additionalProperty', () => {
  const stored = (s: Partial<StoredSpecification> & Pick<StoredSpecification, 'key' | 'name' | 'kind'>) =>
    toSpecification({ unit: null, onCard: false, low: null, high: null, text: null, ...s });
  const specifications = [
    stored({ key: 'output', name: 'Output', unit: 'cups/min', kind: 'range', onCard: true, low: '90', high: '110' }),
    stored({ key: 'cup-size', name: 'Cup size', unit: 'ml', kind: 'range', low: 150, high: 150 }),
    stored({ key: 'paper-gsm', name: 'Paper', unit: 'GSM', kind: 'range', low: 150, high: 350 }),
    stored({ key: 'power', name: 'Power', unit: 'kW', kind: 'number', low: 7.5, high: 7.5 }),
    stored({ key: 'weight', name: 'Weight', unit: 'kg', kind: 'number', low: '1800', high: '1800' }),
    stored({ key: 'phase', name: 'Power supply', kind: 'choice', text: 'Three phase' }),
    stored({ key: 'floor-space', name: 'Floor space', unit: 'm', kind: 'text', text: '2.6 × 1.2' }),
    stored({ key: 'operators', name: 'Operators needed', kind: 'number', low: 1, high: 1 }),
  ];

  it('gives each value as a PropertyValue: a number, a range\'s ends or text, with its unit\'s UN/CEFACT code or its text', () => {
    expect(productJsonLd({ ...product, specifications }, options).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Output', minValue: 90, maxValue: 110, unitText: 'cups/min' },
      { '@type': 'PropertyValue', name: 'Cup size', value: 150, unitCode: 'MLT' },
      { '@type': 'PropertyValue', name: 'Paper', minValue: 150, maxValue: 350, unitCode: 'GM' },
      { '@type': 'PropertyValue', name: 'Power', value: 7.5, unitCode: 'KWT' },
      { '@type': 'PropertyValue', name: 'Weight', value: 1800, unitCode: 'KGM' },
      { '@type': 'PropertyValue', name: 'Power supply', value: 'Three phase' },
      { '@type': 'PropertyValue', name: 'Floor space', value: '2.6 × 1.2', unitCode: 'MTR' },
      { '@type': 'PropertyValue', name: 'Operators needed', value: 1 },
    ]);
  });

  it('is left out for a product without values', () => {
    expect(JSON.parse(jsonForScript(productJsonLd(product, options)))).not.toHaveProperty('additionalProperty');
  });

  it('knows the common codes of the units machines are written in, in any case, and no others', () => {
    const codes = Object.fromEntries(['mm', 'm', 'inch', 'micron', 'kg', 'ml', 'KW', 'gsm', 'm/min', 'cups/min', 'HP', 'pcs'].map((u) => [u, unitCode(u)]));
    expect(codes).toEqual({
      mm: 'MMT',
      m: 'MTR',
      inch: 'INH',
      micron: '4H',
      kg: 'KGM',
      ml: 'MLT',
      KW: 'KWT',
      gsm: 'GM',
      'm/min': '2X',
      'cups/min': undefined,
      HP: undefined,
      pcs: undefined,
    });
  });
});

describe('jsonForScript', () => {
  it('cannot end its script element, and reads back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const json = jsonForScript(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
