/**
 * Product search (SPEC §7 /api/search): ranked, typo-tolerant, name matches first.
 *
 * The query is split into words and every word is scored against every product's fields:
 *  - a full-text prefix match ("tiss" finds "tissue", "papers" finds "paper") counts 1;
 *  - otherwise, for words of 4 letters or more, a pg_trgm word_similarity of at least 0.5 counts
 *    its square ("tisue" ~ "tissue" 0.63 → 0.39; "aluminum" ~ "aluminium" 0.67 → 0.44), so a typo
 *    counts less than the word itself. Shorter words get no typo tolerance: "cup" is 0.5 like
 *    "cutting", three letters carry too few trigrams to tell a typo from another word;
 *  - the field weighs the match: name 1, brand 0.7, category 0.5, description 0.3 (full-text only:
 *    trigrams over long HTML would match anything).
 * A word's best field counts, multiplied by the word's rarity in the catalogue (BM25's idf), and a
 * product's relevance is the sum over the words. Rarity is what ranks "tisue paper" well: "paper"
 * is on nearly every machine, so the tissue machines win on "tisue" even as a typo.
 *
 * Every product is scored (about 20 µs of CPU per product and word on PostgreSQL 15, so a few ms
 * for a catalogue of hundreds); a catalogue of many thousands would want a candidate filter on the
 * GIN indexes in front of the scoring.
 *
 * Visitor text reaches SQL only as a parameter: the words are letters, digits and marks, so the
 * tsquery built from them (`word:*A`) can hold no operator.
 */
import type { Product } from '../lib/types';
import { query } from './db';
import { listProducts, PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';

export const SEARCH_MAX_RESULTS = 100;
/** Enough for any product query; bounds the work a long query can cause. */
export const SEARCH_MAX_WORDS = 12;

/** The distinct lower-case words of a query, in order; punctuation and operators separate them. */
export function searchWords(q: string): string[] {
  const words = q.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

// The stored `search` tsvector weighs the name A, the brand B, the category C, the description D
// (supabase/migrations), so `word:*A` is a prefix match in the name only. The relevance is rounded
// so that equal scores tie exactly, whatever order the database summed them in, and ties fall back
// to the catalogue order on PGlite and PostgreSQL alike.
const RANKED_SEARCH = `
with words as (
  select word,
         to_tsquery('english', word || ':*A') as in_name,
         to_tsquery('english', word || ':*B') as in_brand,
         to_tsquery('english', word || ':*C') as in_category,
         to_tsquery('english', word || ':*D') as in_description,
         char_length(word) >= 4 as typo_tolerant
    from unnest($1::text[]) as word
   -- stop words ("the", "and", "with") have no lexeme and would only add noise
   where to_tsvector('english', word) <> ''::tsvector
),
matches as (
  select p.id, w.word,
         max(f.weight * case when p.search @@ f.query then 1
                             when s.similarity >= 0.5 then s.similarity ^ 2
                             else 0 end) as score
    from products p
   cross join words w
   cross join lateral (values
           (1.0, w.in_name, p.product_name),
           (0.7, w.in_brand, p.brand_name),
           (0.5, w.in_category, replace(p.category, '-', ' ')),
           (0.3, w.in_description, null)
         ) as f (weight, query, text)
   cross join lateral (
           select case when w.typo_tolerant then word_similarity(w.word, f.text) end as similarity
         ) as s
   group by p.id, w.word
),
rarity as (
  select word, ln(1 + (products - hits + 0.5) / (hits + 0.5)) as idf
    from (select word, count(*) as products, count(*) filter (where score > 0) as hits
            from matches group by word) as counts
),
ranked as (
  select m.id, round(sum(m.score * r.idf)::numeric, 6) as relevance
    from matches m join rarity r using (word)
   where m.score > 0
   group by m.id
)
select ${PRODUCT_COLUMNS}
  from ranked join products using (id)
 order by relevance desc, created_at desc, id
 limit $2`;

/** Products for a search box query, best first; an empty query lists the newest products. */
export async function searchProducts(q: string): Promise<Product[]> {
  if (!q.trim()) return listProducts(undefined, SEARCH_MAX_RESULTS);
  const words = searchWords(q);
  if (words.length === 0) return [];
  const rows = await query<ProductRow>(RANKED_SEARCH, [words, SEARCH_MAX_RESULTS]);
  return rows.map(toProduct);
}
