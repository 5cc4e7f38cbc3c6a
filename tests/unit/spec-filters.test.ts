/**
 * A category's filters as offered and written in addresses (docs/spec.md §25.3): bands and
 * choices from the schema, how a value falls in them, and an address read back or refused.
 */
import { describe, expect, it } from 'vitest';
import { categoryFilterHref, categoryTicksHref } from '../../src/lib/public-address';
import { countOptions, specFilters, ticksFromParams, ticksParams } from '../../src/lib/spec-filters';
import type { SpecField, Specification } from '../../src/lib/specifications';

const field = (over: Partial<SpecField>): SpecField => ({
  _id: over.key ?? 'id',
  category: 'paper-cup-making-machines',
  key: 'output',
  name: 'Output',
  unit: null,
  kind: 'range',
  choices: [],
  bands: [],
  filterable: true,
  onCard: false,
  position: 0,
  ...over,
});

const FIELDS = [
  field({ key: 'phase', name: 'Power supply', kind: 'choice', choices: ['Single phase', 'Three phase'], position: 5 }),
  field({ key: 'output', unit: 'cups/min', bands: [40, 60, 100], position: 0 }),
  field({ key: 'power', name: 'Power', unit: 'kW', kind: 'number', bands: [7.5], position: 4 }),
  field({ key: 'paper-gsm', name: 'Paper', unit: 'gsm', position: 2 }), // filterable without bands: nothing to tick
  field({ key: 'weight', name: 'Weight', kind: 'number', bands: [], filterable: false, position: 7 }),
];
const filters = specFilters(FIELDS);

const spec = (key: string, min: number | null, max: number | null, value = ''): Specification => ({ key, name: key, unit: null, kind: 'range', value, min, max, onCard: false });

describe('a category\'s filters', () => {
  it('offer its filterable specifications in order, bands with their units and choices as written', () => {
    expect(filters.map((f) => f.key)).toEqual(['output', 'power', 'phase']);
    expect(filters[0].options.map((o) => [o.value, o.label])).toEqual([
      ['up-to-40', 'Up to 40 cups/min'],
      ['40-60', '40–60 cups/min'],
      ['60-100', '60–100 cups/min'],
      ['100-and-more', '100 cups/min and more'],
    ]);
    expect(filters[1].options.map((o) => o.value)).toEqual(['up-to-7.5', '7.5-and-more']);
    expect(filters[2].options.map((o) => [o.value, o.label])).toEqual([
      ['single-phase', 'Single phase'],
      ['three-phase', 'Three phase'],
    ]);
  });

  it('count a range in every band it overlaps, a band taking its lower edge and not its upper one', () => {
    const products = [
      { specifications: [spec('output', 35, 65)] },
      { specifications: [spec('output', 60, 60), { ...spec('phase', null, null, 'Three phase'), kind: 'choice' as const }] },
      { specifications: [spec('output', 100, 120)] },
      { specifications: [] },
    ];
    expect(countOptions(filters, {}, products).output).toEqual({ 'up-to-40': 1, '40-60': 1, '60-100': 2, '100-and-more': 1 });
    // Three phase ticked: Output counts only the machine on it; Power supply's own counts ignore its tick.
    const ticked = countOptions(filters, { phase: ['three-phase'] }, products);
    expect(ticked.output).toEqual({ 'up-to-40': 0, '40-60': 0, '60-100': 1, '100-and-more': 0 });
    expect(ticked.phase).toEqual({ 'single-phase': 0, 'three-phase': 1 });
  });

  it('read an address back in the filters\' order, with what sharing adds left aside', () => {
    const read = ticksFromParams(filters, new URLSearchParams('phase=three-phase&output=60-100&output=up-to-40&output=60-100&utm_source=whatsapp&page=2'), 'Paper Cup Making Machines');
    expect(read).toEqual({ ok: true, ticks: { phase: ['three-phase'], output: ['up-to-40', '60-100'] } });
    const list = ticksParams(filters, read.ok ? read.ticks : {});
    expect(categoryFilterHref('paper-cup-making-machines', list, 2)).toBe(
      '/product-category/paper-cup-making-machines/filter?output=up-to-40&output=60-100&phase=three-phase&page=2',
    );
    expect(categoryTicksHref('paper-cup-making-machines', list)).toBe('/product-category/paper-cup-making-machines?output=up-to-40&output=60-100&phase=three-phase');
  });

  it('refuse a filter the category does not have, or an option its filter does not', () => {
    expect(ticksFromParams(filters, new URLSearchParams('weight=heavy'), 'Paper Cup Making Machines')).toEqual({
      ok: false,
      message: 'There is no filter "weight" for Paper Cup Making Machines.',
    });
    expect(ticksFromParams(filters, new URLSearchParams('power=5-10'), 'Paper Cup Making Machines')).toEqual({
      ok: false,
      message: 'Power has no option "5-10": choose from up-to-7.5, 7.5-and-more.',
    });
  });
});
