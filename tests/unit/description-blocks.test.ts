/**
 * A description's HTML as a brochure prints it (src/server/brochures/description-blocks.ts):
 * headings, paragraphs, list items with their bullets or numbers as the editor writes them, a
 * table's row on a line, inline markup and character references read as text.
 */
import { describe, expect, it } from 'vitest';
import { descriptionBlocks } from '../../src/server/brochures/description-blocks';

const texts = (html: string) => descriptionBlocks(html).map(({ kind, marker, depth, text }) => [kind, marker, depth, text]);

describe('descriptionBlocks', () => {
  it('reads headings, paragraphs and a table row by row, inline markup and references as text', () => {
    expect(
      texts(
        '<h2>Built &amp; <em>tested</em></h2><p>Runs <strong>90&#8211;110</strong> cups&#47;min<br>on 415 V.</p><!-- a note -->' +
          '<table><tbody><tr><th>Model</th><td>PC-90</td></tr><tr><td>Power</td><td>7.5 kW</td></tr></tbody></table><p> </p>',
      ),
    ).toEqual([
      ['heading', '', 0, 'Built & tested'],
      ['paragraph', '', 0, 'Runs 90–110 cups/min\non 415 V.'],
      ['paragraph', '', 0, 'Model · PC-90'],
      ['paragraph', '', 0, 'Power · 7.5 kW'],
    ]);
  });

  it("numbers the editor's ordered items from 1 after bullets, and indents its nested ones", () => {
    expect(
      texts(
        '<ol><li data-list="bullet">Servo drive</li><li data-list="bullet" class="ql-indent-1">Panasonic</li>' +
          '<li data-list="ordered">Unpack</li><li data-list="ordered">Run</li></ol><ul><li>Plain</li></ul>',
      ),
    ).toEqual([
      ['item', '•', 0, 'Servo drive'],
      ['item', '•', 1, 'Panasonic'],
      ['item', '1.', 0, 'Unpack'],
      ['item', '2.', 0, 'Run'],
      ['item', '•', 0, 'Plain'],
    ]);
  });
});
