/**
 * Specifications as data (docs/spec.md §25.1): a product's values saved with it, checked against its
 * category's schema, read back in the category's order; a value of the wrong kind or unit refused
 * with 400 and nothing of the save written. Runs on both databases (vitest.config.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { countRows } from '../support/http';
import { machine, useProductCalls } from '../support/product-calls';

const site = inject('site');
const { created, post } = useProductCalls(site);

describe('a product\'s specifications', () => {
  it('are saved with it, checked against its category\'s schema and read back in its order', async () => {
    const payload = machine({
      specifications: [
        { key: 'Power', value: '7.5', unit: 'kw' },
        { key: 'output', value: '90-110', unit: 'cups/min' },
        { key: 'phase', value: 'three phase' },
      ],
    });
    const { status, body } = await post('/api/upload-product', payload);
    expect(status).toBe(201);
    const product = body.data as Product;
    created.push(product._id);
    expect(product.specifications).toEqual([
      { key: 'output', name: 'Output', unit: 'cups/min', kind: 'range', value: '90–110', min: 90, max: 110, onCard: true },
      { key: 'power', name: 'Power', unit: 'kW', kind: 'number', value: '7.5', min: 7.5, max: 7.5, onCard: false },
      { key: 'phase', name: 'Power supply', unit: null, kind: 'choice', value: 'Three phase', min: null, max: null, onCard: false },
    ]);
  });

  it('refuses a value of the wrong kind or unit with 400, writing nothing', async () => {
    const before = await countRows(site.databaseUrl, 'products');
    const refusals: [unknown, string][] = [
      [{ key: 'output', value: 'fast' }, 'specifications: Output must be a number or a range such as 90-110 (cups/min).'],
      [{ key: 'power', value: '7.5', unit: 'hp' }, 'specifications: Power is in kW, not hp.'],
      [{ key: 'phase', value: 'two phase' }, 'specifications: Power supply must be one of: Single phase, Three phase.'],
      [{ key: 'colour', value: 'red' }, 'specifications: this category has no specification named colour.'],
    ];
    for (const [spec, message] of refusals) {
      const { status, body } = await post('/api/upload-product', machine({ specifications: [spec] }));
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    }
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });
});
