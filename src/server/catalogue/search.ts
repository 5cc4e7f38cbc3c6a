/**
 * Product search (SPEC §7 /api/search): ranked, typo-tolerant, name matches first.
 *
 * The query is split into words and every word is scored against every product's fields:
 *  - a full-text prefix match ("tiss" finds "tissue", "papers" finds "paper") counts 1;
 *  - otherwise, for words of 4 letters or more that no product's name or brand spells (a word
 *    the catalogue uses is taken as meant, not as a typo of another), a pg_trgm word_similarity of
 *    at least 0.5 with a word of a name, brand or category counts its square ("tisue" ~ "tissue"
 *    0.63 → 0.39; "aluminum" ~ "aluminium" 0.67 → 0.44), so a typo counts less than the word
 *    itself. Shorter words get no typo tolerance: "cup" is 0.5 like "cutting", three letters carry
 *    too few trigrams to tell a typo from another word;
 *  - the field weighs the match: name 1, brand 0.7, category 0.5, description 0.3 (full-text only:
 *    trigrams over long HTML would match anything).
 * A word's best field counts, multiplied by the word's rarity in the catalogue (BM25's idf), and a
 * product's relevance is the sum over the words. Rarity is what ranks "tisue paper" well: "paper"
 * is on nearly every machine, so the tissue machines win on "tisue" even as a typo.
 *
 * It reads the search index the database keeps beside the catalogue (supabase/migrations,
 * search_postings): each lexeme of a name, brand or category with its products, best field first
 * and newest first, and per lexeme how many products hold it in each field. Two ways to the answer:
 *  - A product holding every word in that word's best possible field (all of "paper cup" in the
 *    name, say) outscores every product that does not, and such products tie with each other, so
 *    the newest come first. When there are enough of them to fill the answer, they are the answer:
 *    the rarest word's list is walked newest first, each product checked for the other words by
 *    its index key, until the answer is full. The cost follows the answer, not the catalogue.
 *  - Otherwise every product holding a word is scored, as described above: through the postings
 *    for the names, brands and categories, through an index of what each description alone holds
 *    (the lexemes its name, brand and category lack) for a word in a description. A query that few
 *    products fully match costs more as the catalogue grows (bench/search.ts measures both ways).
 *    The second way is a statement of its own, planned and run only when the first falls short.
 *
 * Visitor text reaches SQL only as a parameter: the words are letters, digits and marks, so the
 * tsquery built from them (`word:*`) can hold no operator.
 */
import type { Product } from '../../lib/types';
import { query } from '../db/db';
import { listProducts, PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';

export const SEARCH_MAX_RESULTS = 100;
/** Enough for any product query; bounds the work a long query can cause. */
export const SEARCH_MAX_WORDS = 12;

/** The distinct lower-case words of a query, in order; punctuation and operators separate them. */
export function searchWords(q: string): string[] {
  const words = q.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

// The ranking itself is the database function search_ranked (supabase/migrations), which runs the
// first way and, when it cannot fill the answer, the second.
const RANKED_SEARCH = `
select ${PRODUCT_COLUMNS}
  from search_ranked($1, $2) as ranked
  join products on products.id = ranked.product_id
 order by ranked.place`;

/** Products for a search box query, best first; an empty query lists the newest products. */
export async function searchProducts(q: string): Promise<Product[]> {
  if (!q.trim()) return listProducts(undefined, SEARCH_MAX_RESULTS);
  const words = searchWords(q);
  if (words.length === 0) return [];
  const rows = await query<ProductRow>(RANKED_SEARCH, [words, SEARCH_MAX_RESULTS]);
  return rows.map(toProduct);
}
