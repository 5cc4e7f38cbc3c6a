/**
 * Product search (SPEC §7 /api/search): ranked, typo-tolerant, name matches first.
 *
 * The query is split into words and every word is scored against every product's fields:
 *  - a full-text prefix match ("tiss" finds "tissue", "papers" finds "paper") counts 1; a figure
 *    (digits only) matches only itself: "100 gsm" is typed whole, and "100" is not 1000 or 1005;
 *  - otherwise, for words of 4 letters or more that no product's name or brand spells (a word
 *    the catalogue uses is taken as meant, not as a typo of another), a pg_trgm word_similarity of
 *    at least 0.5 with a word of a name, brand or category counts its square ("tisue" ~ "tissue"
 *    0.63 → 0.39; "aluminum" ~ "aluminium" 0.67 → 0.44), so a typo counts less than the word
 *    itself. Shorter words get no typo tolerance: "cup" is 0.5 like "cutting", three letters carry
 *    too few trigrams to tell a typo from another word;
 *  - the field weighs the match: name 1, brand 0.7, category 0.5, description 0.3 (full-text only:
 *    trigrams over long HTML would match anything). A product's specifications (each value with
 *    its name and unit, SPEC §25.4) are read as its category is, at 0.5, and posted with it.
 * A word's best field counts, multiplied by the word's rarity in the catalogue (BM25's idf), and a
 * product's relevance is the sum over the words. Rarity is what ranks "tisue paper" well: "paper"
 * is on nearly every machine, so the tissue machines win on "tisue" even as a typo.
 *
 * It reads the search index the database keeps beside the catalogue (supabase/migrations,
 * search_postings): each lexeme of a name, brand or category (values included) with its products, best field first
 * and newest first, and per lexeme how many products hold it in each field; and the GIN indexes of
 * each product's document and of what its description alone holds. Three ways to the answer, each a
 * statement of its own, planned and run only when the one before falls short:
 *  - The first way. A product holding every word in that word's best possible field (all of "paper
 *    cup" in the name, say) outscores every product that does not, and such products tie with each
 *    other, so the newest come first. When there are enough of them to fill the answer, they are the
 *    answer: the rarest word's list is walked newest first, each product checked for the other words
 *    by its index key, until the answer is full. The cost follows the answer, not the catalogue.
 *  - The candidates, for a query whose words each have one lexeme. The words are taken by what a
 *    product loses without the word in its best field (its weight there less its weight in the next
 *    field, times its rarity). The first of them, as few as can be, are required: the least any of
 *    them loses is more than all the other words can add, so a product holding the required words
 *    at their best outscores every product that does not ("duty", "toilet" and "roll" of "heavy duty
 *    toilet roll machine model 77"; "77" and "model", only in descriptions, and "heavy" and
 *    "machine", on most products, weigh less together). Of the other words, a rare one ("77") is
 *    looked up with the required words in the document's index, and those few products are scored;
 *    the products holding the rest ("heavy", "machine", "model") at their best as well all score the
 *    same, and the newest of them are walked as the first way walks. Those two sets answer when the
 *    answer's last product outscores every product neither holds. A few hundred products are read,
 *    where scoring reads every product "machine" or "model" matches. When few products can hold the
 *    required words (up to 20 pages' worth), all of them are scored instead: at once when they are
 *    5 pages' worth at most or a required word is only in descriptions (the walk would look it up
 *    product by product), else when the walk falls short. Required words that fewer products than
 *    a page hold together (the document's index tells) leave the answer to the scoring, and so does
 *    a catalogue of 10 pages or fewer, which is scored whole in less time than the plan takes.
 *  - Otherwise every product holding a word is scored, as described above: through the postings
 *    for the names, brands and categories, through an index of what each description alone holds
 *    (the lexemes its name, brand and category lack) for a word in a description. A query that few
 *    products fully match costs more as the catalogue grows (bench/search.ts measures the ways):
 *    a word of several lexemes ("cut", the start of "cutter" and "cutting"), a typo near
 *    several words, or the pages past those the candidates can answer.
 *
 * In pages (`limit` and `cursor`, ../http/paging.ts) the ranking goes on past the first 100 to the
 * last product that matches, by relevance, then newest first. A page starts after the last product
 * of the page before, by its place in that order (a keyset: relevance, listed_at, id), never at an
 * OFFSET. While products hold every word at its best, the first way walks on from that place
 * through the index, each page costing what the first does; the candidates walk on as well while
 * they can answer; after them, each page scores every match again. The cursor of a page the
 * candidates or the scoring answered carries the words' rarity, which the next page weighs with:
 * products added or removed meanwhile change every word's rarity, and would otherwise reorder the
 * products not yet shown. `total` is exact from the scoring, from the counts of a query of one
 * lexeme or of a lexeme every product holds, or counted when at most 1,000 products can match; else
 * (common words, answered by the first way or the candidates) it is a lower bound, the products of
 * the most held lexeme: counting those matches would cost tens to hundreds of milliseconds at
 * 100,000 products.
 *
 * Visitor text reaches SQL only as a parameter: the words are letters, digits and marks, so the
 * tsquery built from them (`word:*`) can hold no operator.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Product } from '../../lib/types';
import { query } from '../db/db';
import { timeAndIdKey, timeAndIdSql, type TimeAndId } from '../db/paging';
import { pageOf, pageRequest, type ListOrder, type Page } from '../http/paging';
import { EVERY_PRODUCT, productPage, PRODUCTS_NEWEST } from './product-list';
import { listProducts, PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';

export const SEARCH_MAX_RESULTS = 100;
/** Enough for any product query; bounds the work a long query can cause. */
export const SEARCH_MAX_WORDS = 12;

/** The distinct lower-case words of a query, in order; punctuation and operators separate them. */
export function searchWords(q: string): string[] {
  const words = q.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/**
 * A product's place in a query's ranking: its relevance (null for a product holding every word at
 * its best, which the first way answers without scoring), its listed_at and id, and the words'
 * rarity the page weighed them with (null with the first way's).
 */
export interface RankedKey {
  relevance: string | null;
  at: TimeAndId;
  rarity: (number | null)[] | null;
}

const rankedKey: z.ZodType<RankedKey> = z.strictObject({
  relevance: z.string().regex(/^\d+\.\d{6}$/).nullable(),
  at: timeAndIdKey,
  rarity: z.array(z.number().nullable()).max(SEARCH_MAX_WORDS).nullable(),
});

/**
 * The ranking of these words as its cursors name it: a hash of the words (not the words, which a
 * cursor would then show in every address and log it passes through), so that a cursor of another
 * query is refused, and one of the same words however typed ("Paper  CUP") is taken.
 */
export function rankedOrder(words: readonly string[]): ListOrder<RankedKey> {
  const hash = createHash('sha256').update(JSON.stringify(words)).digest('base64url').slice(0, 16);
  return { name: `search/ranked/${hash}`, key: rankedKey };
}

// The ranking itself is the database function search_ranked (supabase/migrations), which runs the
// first way and, when it cannot fill the answer, the candidates, then the scoring; from a position
// when given one, and counting the matches when asked to.
const RANKED_SEARCH = `
select ${PRODUCT_COLUMNS}, ranked.relevance::text as relevance, ranked.rarity, ranked.matches::int as matches,
       ${timeAndIdSql({ time: 'ranked.listed_at', id: 'ranked.product_id', direction: 'desc' })} as sort_key
  from search_ranked($1, $2, $3, $4, $5, $6, $7) as ranked
  join products on products.id = ranked.product_id
 order by ranked.place`;

type RankedRow = ProductRow & { relevance: string | null; rarity: (number | null)[] | null; matches: number | null; sort_key: TimeAndId };

/** The best `count` products for the words after the position `after` (null: from the first). */
function rankedRows(words: string[], count: number, after: RankedKey | null, countMatches: boolean): Promise<RankedRow[]> {
  return query<RankedRow>(RANKED_SEARCH, [
    words,
    count,
    after?.relevance ?? null,
    after?.at[0] ?? null,
    after?.at[1] ?? null,
    after?.rarity ?? null,
    countMatches,
  ]);
}

/** Products for a search box query, best first; an empty query lists the newest products. */
export async function searchProducts(q: string): Promise<Product[]> {
  if (!q.trim()) return listProducts(undefined, SEARCH_MAX_RESULTS);
  const words = searchWords(q);
  if (words.length === 0) return [];
  return (await rankedRows(words, SEARCH_MAX_RESULTS, null, false)).map(toProduct);
}

/**
 * The page of a search call that asks for one (`limit`, ../http/paging.ts), null for the SPEC's
 * call: of an empty query the newest products, as the catalogue's lists page them; else the
 * ranking's, from where the cursor left it.
 */
export async function searchPage(q: string, params: URLSearchParams): Promise<Page<Product> | null> {
  if (!q.trim()) {
    const request = pageRequest(params, PRODUCTS_NEWEST);
    return request && productPage(EVERY_PRODUCT, request);
  }
  const words = searchWords(q);
  const order = rankedOrder(words);
  const request = pageRequest(params, order);
  if (!request) return null;
  if (words.length === 0) return { data: [], nextCursor: null, total: 0 };
  const rows = await rankedRows(words, request.limit + 1, request.after, true);
  const keyOf = (row: RankedRow): RankedKey => ({ relevance: row.relevance, at: row.sort_key, rarity: row.rarity });
  return pageOf(rows, request, order, keyOf, toProduct, rows[0]?.matches ?? 0);
}
