/**
 * A product's description (its sanitised rich HTML, ../catalogue/sanitize.ts) as the blocks a
 * brochure prints as text: headings, paragraphs, list items (bulleted or numbered, as the editor
 * wrote them) and table rows, inline markup dropped. Pictures and videos are left out: the brochure
 * has the machine's own picture, and its page the rest.
 */
import { decodeEntities } from '../../lib/product-seo';

export interface DescriptionBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
  /** An item's bullet or number ("•", "3."); "" for the other kinds. */
  marker: string;
  /** How deep an item's list is (0 at the top); 0 for the other kinds. */
  depth: number;
}

const HEADING = /^h[1-6]$/;
/** Tags that start and end a block of their own. */
const BLOCK = new Set(['p', 'div', 'blockquote', 'pre', 'caption', 'li', 'tr', 'table', 'ul', 'ol', 'hr']);
/** Cells of one row are printed on one line, separated by this. */
const CELL_SEPARATOR = ' · ';
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|<!--[\s\S]*?-->|([^<]+)/g;

interface List {
  ordered: boolean;
  count: number;
  lastOrdered?: boolean;
}

export function descriptionBlocks(html: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const lists: List[] = [];
  let current: Omit<DescriptionBlock, 'text'> | null = null;
  let text = '';
  let cellsInRow = 0;

  const close = () => {
    const clean = text.replace(/[ \t\f\r]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{2,}/g, '\n').trim();
    if (clean) blocks.push({ ...(current ?? { kind: 'paragraph', marker: '', depth: 0 }), text: clean });
    current = null;
    text = '';
  };

  for (const match of html.matchAll(TOKEN)) {
    const [, slash, rawName, attributes, words] = match;
    if (words !== undefined) {
      text += decodeEntities(words).replace(/\s+/g, ' ');
      continue;
    }
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    const closing = slash === '/';
    if (name === 'br') {
      text += '\n';
    } else if (HEADING.test(name)) {
      close();
      if (!closing) current = { kind: 'heading', marker: '', depth: 0 };
    } else if ((name === 'ul' || name === 'ol') && !closing) {
      close();
      lists.push({ ordered: name === 'ol', count: 0 });
    } else if ((name === 'ul' || name === 'ol') && closing) {
      close();
      lists.pop();
    } else if (name === 'li' && !closing) {
      close();
      const list = lists.at(-1);
      // The editor writes every list as <ol> and says which kind each item is (data-list).
      // The editor writes every list as <ol>, says which kind each item is (data-list) and nests
      // by a class (ql-indent-N); a numbered run starts again at 1 after bullets.
      const kind = /data-list\s*=\s*"(\w+)"/.exec(attributes)?.[1];
      const ordered = kind ? kind === 'ordered' : (list?.ordered ?? false);
      const indent = Number(/ql-indent-(\d)/.exec(attributes)?.[1] ?? 0);
      if (list && list.lastOrdered !== ordered) list.count = 0;
      if (list) list.lastOrdered = ordered;
      const number = list ? ++list.count : 1;
      current = { kind: 'item', marker: ordered ? `${number}.` : '•', depth: Math.max(0, lists.length - 1) + indent };
    } else if (name === 'tr') {
      close();
      cellsInRow = 0;
    } else if ((name === 'td' || name === 'th') && !closing) {
      if (cellsInRow++ > 0) text += CELL_SEPARATOR;
    } else if (BLOCK.has(name)) {
      close();
    }
  }
  close();
  return blocks;
}
