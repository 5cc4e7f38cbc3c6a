/**
 * The product dialog's specification values as typed (docs/spec.md §25.2,
 * src/islands/admin/products/spec-drafts.ts): a saved product's values drawn into the inputs and
 * read back as they were, a range's one figure, a choice in any case, a value typed for another
 * category's options, and a problem said as the field shows it.
 */
import { describe, expect, it } from 'vitest';
import { draftValue, specDraftsOf, specProblem } from '../../src/islands/admin/products/spec-drafts';
import { readSpecValue, toSpecification, type SpecField } from '../../src/lib/specifications';

const field = (kind: SpecField['kind'], extra: Partial<SpecField> = {}): SpecField => ({
  _id: `id-${kind}`,
  category: 'paper-cup-making-machines',
  key: kind,
  name: kind[0].toUpperCase() + kind.slice(1),
  unit: kind === 'range' ? 'cups/min' : null,
  kind,
  choices: kind === 'choice' ? ['Single phase', 'Three phase'] : [],
  bands: [],
  filterable: false,
  onCard: false,
  position: 0,
  ...extra,
});

const saved = (f: SpecField, low: number | null, high: number | null, text: string | null) =>
  toSpecification({ key: f.key, name: f.name, unit: f.unit, kind: f.kind, onCard: false, low, high, text });

describe('a product\'s specification values in its dialog', () => {
  it('are drawn from the saved values and read back as they were', () => {
    const cases: [SpecField, number | null, number | null, string | null][] = [
      [field('range'), 90, 110, null],
      [field('range', { key: 'size' }), 1250.5, 1250.5, null],
      [field('number'), 7.5, 7.5, null],
      [field('choice'), null, null, 'Three phase'],
      [field('text'), null, null, '2.6 × 1.2'],
    ];
    const drafts = specDraftsOf(cases.map(([f, low, high, text]) => saved(f, low, high, text)));
    expect(drafts).toEqual({
      range: { text: '90', high: '110' },
      size: { text: '1250.5', high: '' },
      number: { text: '7.5', high: '' },
      choice: { text: 'Three phase', high: '' },
      text: { text: '2.6 × 1.2', high: '' },
    });
    for (const [f, low, high, text] of cases) {
      expect(readSpecValue(f, { value: draftValue(f, drafts[f.key]) })).toEqual({ fieldId: f._id, low, high, text });
    }
  });

  it('send one figure of a range alone, a choice as written, nothing for an empty input or another category\'s option', () => {
    expect(draftValue(field('range'), { text: '', high: ' 60 ' })).toBe('60');
    expect(draftValue(field('choice'), { text: 'three PHASE', high: '' })).toBe('Three phase');
    expect(draftValue(field('choice'), { text: 'Manual', high: '' })).toBeNull();
    expect(draftValue(field('number'), { text: '  ', high: '' })).toBeNull();
    expect(draftValue(field('number'), undefined)).toBeNull();
  });

  it('say a problem as the field shows it, or none', () => {
    expect(specProblem(field('range'), { text: '110', high: '90' })).toBe("Range: the range's first figure must not be more than its second.");
    expect(specProblem(field('number'), { text: 'fast', high: '' })).toBe('Number must be a number.');
    expect(specProblem(field('number'), { text: '', high: '' })).toBeNull();
  });
});
