import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS, searchWords } from '../../src/server/catalogue/search';

describe('searchWords', () => {
  it('splits on spaces and punctuation and lower-cases', () => {
    expect(searchWords('  Tisue   PAPER ')).toEqual(['tisue', 'paper']);
    expect(searchWords('N-Fold (Box Pack), 1300mm')).toEqual(['n', 'fold', 'box', 'pack', '1300mm']);
  });

  it('keeps each word once, in order', () => {
    expect(searchWords('paper cup paper CUP plate')).toEqual(['paper', 'cup', 'plate']);
  });

  it('keeps letters of any script with their marks', () => {
    expect(searchWords('कागज़ Straße 紙')).toEqual(['कागज़', 'straße', '紙']);
  });

  it('folds compatibility forms (ligatures, full-width letters)', () => {
    expect(searchWords('ﬁlm ＣＵＰ')).toEqual(['film', 'cup']);
  });

  it.each([
    ["' or 1=1 --", ['or', '1']],
    ['%', []],
    ['_', []],
    ['\\', []],
    ['(', []],
    [':*', []],
    ['&|!', []],
    ["a:*B & !c <-> 'd'", ['a', 'b', 'c', 'd']],
    ['\u0000x\u0000', ['x']],
    ['<script>', ['script']],
  ])('%j gives the words %j: letters and digits only, so no tsquery operator can get through', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });

  it('answers no words for punctuation only', () => {
    expect(searchWords('%_\\(:*&|!')).toEqual([]);
  });

  it(`keeps at most ${SEARCH_MAX_WORDS} words`, () => {
    const words = searchWords(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '));
    expect(words).toHaveLength(SEARCH_MAX_WORDS);
    expect(words[0]).toBe('w0');
  });
});
