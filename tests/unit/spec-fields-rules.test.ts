/**
 * The rules of a category's schema as an ADMIN saves it (docs/spec.md §25.2,
 * src/lib/validation/specifications.ts): each refusal names the specification and the property
 * the schema editor shows it at. What needs the stored schema (a key kept, values that still fit)
 * is in tests/api/specifications.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { schemaProblems, specFieldsSchema } from '../../src/lib/validation/specifications';

const output = { key: 'output', name: 'Output', unit: 'cups/min', kind: 'range', bands: [40, 60], filterable: true, onCard: true };
const phase = { key: 'phase', name: 'Power supply', kind: 'choice', choices: ['Single phase', 'Three phase'], filterable: true };

function problems(fields: unknown[]) {
  const body = { category: 'paper-cup-making-machines', fields };
  const result = specFieldsSchema.safeParse(body);
  return result.success ? [] : schemaProblems(result.error, body).map(({ message, index, field }) => [message, index, field]);
}

describe('a category\'s schema', () => {
  it('takes a valid schema, with what is left out at its default and a blank unit as none', () => {
    const parsed = specFieldsSchema.parse({ category: 'all-machines', fields: [{ ...output, unit: ' ' }, phase, { key: 'note', name: ' Note ', kind: 'text' }] });
    expect(parsed.fields[0].unit).toBeNull();
    expect(parsed.fields[2]).toEqual({ key: 'note', name: 'Note', unit: null, kind: 'text', choices: [], bands: [], filterable: false, onCard: false });
    expect(problems([])).toEqual([]);
  });

  it.each([
    ['a key outside the pattern', [{ ...output, key: 'Cups per minute' }], ['Output: key must start with a small letter and hold only small letters, digits and hyphens, at most 40.', 0, 'key']],
    ['a key of 41 characters', [{ ...output, key: `a${'b'.repeat(40)}` }], ['Output: key must start with a small letter and hold only small letters, digits and hyphens, at most 40.', 0, 'key']],
    ['a name used twice in another case', [output, { ...phase, name: 'OUTPUT' }], ['OUTPUT: another specification has this name.', 1, 'name']],
    ['a key used twice', [output, { ...phase, key: 'output' }], ['Power supply: another specification has this key.', 1, 'key']],
    ['one _id given twice', [{ ...output, _id: 'x' }, { ...phase, _id: 'x' }], ['Power supply: this specification is given twice.', 1, '_id']],
    ['a blank name', [{ ...output, name: '  ' }], ['Specification 1: name is required.', 0, 'name']],
    ['a unit of 21 characters', [{ ...output, unit: 'u'.repeat(21) }], ['Output: unit must be at most 20 characters.', 0, 'unit']],
    ['another kind', [{ ...output, kind: 'list' }], ['Output: kind must be number, range, text or choice.', 0, 'kind']],
    ['a choice without options', [{ ...phase, choices: [] }], ['Power supply: a choice needs at least one option.', 0, 'choices']],
    ['an option given twice', [{ ...phase, choices: ['Three phase', 'three phase'] }], ['Power supply: the option three phase is given twice.', 0, 'choices']],
    ['options on a number', [{ ...output, choices: ['Fast'] }], ['Output: only a choice has options.', 0, 'choices']],
    ['bands on a choice', [{ ...phase, bands: [1, 2] }], ['Power supply: only a number or a range has bands.', 0, 'bands']],
    ['bands going down', [{ ...output, bands: [60, 40] }], ['Output: bands must go up, each more than the one before.', 0, 'bands']],
    ['bands repeating an edge', [{ ...output, bands: [40, 40] }], ['Output: bands must go up, each more than the one before.', 0, 'bands']],
    ['a filterable range without bands', [{ ...output, bands: [] }], ['Output: a filterable number or range needs bands to offer.', 0, 'bands']],
    ['a filterable text', [{ key: 'floor', name: 'Floor space', kind: 'text', filterable: true }], ['Floor space: a text cannot be a filter.', 0, 'filterable']],
    ['two key figures', [output, { ...phase, onCard: true }], ['Power supply: Output is already the key figure; a category has one at most.', 1, 'onCard']],
    ['31 specifications', Array.from({ length: 31 }, (_, i) => ({ key: `s${i}`, name: `S${i}`, kind: 'number' })), ['A category can have at most 30 specifications.', null, null]],
  ])('refuses %s, naming the specification and where', (_case, fields, problem) => {
    expect(problems(fields)[0]).toEqual(problem);
  });

  it('says every problem, each at its specification, for the editor to show beside its field', () => {
    const body = { category: 'all-machines', fields: [{ ...output, name: 'output', key: 'Output' }] };
    expect(schemaProblems(specFieldsSchema.safeParse(body).error!, body)[0]).toMatchObject({
      message: 'output: key must start with a small letter and hold only small letters, digits and hyphens, at most 40.',
      detail: 'Key must start with a small letter and hold only small letters, digits and hyphens, at most 40.',
    });
    expect(problems([{ ...output, bands: [2, 1] }, { ...phase, choices: [] }])).toEqual([
      ['Output: bands must go up, each more than the one before.', 0, 'bands'],
      ['Power supply: a choice needs at least one option.', 1, 'choices'],
    ]);
  });
});
