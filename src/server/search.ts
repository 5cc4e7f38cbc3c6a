/**
 * Product search (SPEC §7 /api/search): ranked, typo-tolerant, name matches first.
 *
 * The query is split into words and every word is scored against every product's fields:
 *  - a full-text prefix match ("tiss" finds "tissue", "papers" finds "paper") counts 1;
 *  - otherwise, for words of 4 letters or more that no product's name or brand spells (a word
 *    the catalogue uses is taken as meant, not as a typo of another), a pg_trgm word_similarity of
 *    at least 0.5 counts its square ("tisue" ~ "tissue" 0.63 → 0.39; "aluminum" ~ "aluminium"
 *    0.67 → 0.44), so a typo counts less than the word itself. Shorter words get no typo
 *    tolerance: "cup" is 0.5 like "cutting", three letters carry too few trigrams to tell a typo
 *    from another word;
 *  - the field weighs the match: name 1, brand 0.7, category 0.5, description 0.3 (full-text only:
 *    trigrams over long HTML would match anything).
 * A word's best field counts, multiplied by the word's rarity in the catalogue (BM25's idf), and a
 * product's relevance is the sum over the words. Rarity is what ranks "tisue paper" well: "paper"
 * is on nearly every machine, so the tissue machines win on "tisue" even as a typo.
 *
 * Only the candidates are scored: the products that score above zero for some word, found
 * through the indexes (the GIN index of the stored tsvector for a prefix match in any field, the trigram GIN
 * indexes of the name and the brand for a typo, the category index for the categories the word
 * matches, those being scored once per word, not once per product). That set is exactly the
 * products the full scan would rank; the rarity's catalogue size is the table's row count. A word
 * held by most products ("paper", "machine") still makes most products candidates: its cost grows
 * with the catalogue (bench/search.ts measures it).
 *
 * Visitor text reaches SQL only as a parameter: the words are letters, digits and marks, so the
 * tsquery built from them (`word:*A`) can hold no operator.
 */
import { CATEGORY_VALUES } from '../lib/categories';
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
//
// `word <% text` is word_similarity(word, text) >= pg_trgm.word_similarity_threshold, the form the
// trigram index answers; the threshold is set to 0.5 for this statement's transaction by the `words`
// rows themselves, so it is in force before any row can be compared.
const RANKED_SEARCH = `
with words as materialized (
  select word,
         to_tsquery('english', word || ':*') as anywhere,
         to_tsquery('english', word || ':*A') as in_name,
         to_tsquery('english', word || ':*B') as in_brand,
         -- a word spelt as some name or brand spells it is not taken for a typo of another
         char_length(word) >= 4
           and not search_label_has(to_tsquery('english', word || ':*AB')) as typo_tolerant
    from unnest($1::text[]) as word
   -- stop words ("the", "and", "with") have no lexeme and would only add noise
   where to_tsvector('english', word) <> ''::tsvector
     and set_config('pg_trgm.word_similarity_threshold', '0.5', true) is not null
),
category_scores as (
  select w.word, c.category,
         0.5 * case when to_tsvector('english', replace(c.category, '-', ' ')) @@ w.anywhere then 1
                    when w.typo_tolerant and w.word <% replace(c.category, '-', ' ')
                      then word_similarity(w.word, replace(c.category, '-', ' ')) ^ 2
                    else 0 end as score
    from words w cross join unnest($3::text[]) as c (category)
),
-- Each word's candidates, each through an index, with the columns that score them. The full-text
-- document holds the category too, so a word that is not typo-tolerant needs that index alone; a
-- typo-tolerant word adds the trigram matches of names and brands and its similar categories, and
-- its candidates are found more than once. A prefix match anywhere in the document that is not in
-- the name, brand or category is in the description: that is all a description counts for.
candidates as (
  select w.word, p.id, p.created_at, p.search_label, p.product_name, p.brand_name, p.category, true as anywhere
    from words w join products p on p.search @@ w.anywhere
   where not w.typo_tolerant
  union all
  -- A product found more than once for a word counts once, with the description match if any.
  (select distinct on (word, id) *
    from (select w.word, p.id, p.created_at, p.search_label, p.product_name, p.brand_name, p.category, true as anywhere
            from words w join products p on p.search @@ w.anywhere where w.typo_tolerant
          union all
          select w.word, p.id, p.created_at, p.search_label, p.product_name, p.brand_name, p.category, false
            from words w join products p on w.word <% p.product_name where w.typo_tolerant
          union all
          select w.word, p.id, p.created_at, p.search_label, p.product_name, p.brand_name, p.category, false
            from words w join products p on w.word <% p.brand_name where w.typo_tolerant
          union all
          select s.word, p.id, p.created_at, p.search_label, p.product_name, p.brand_name, p.category, false
            from category_scores s join words w using (word) join products p using (category)
           where w.typo_tolerant and s.score > 0) as found
   order by word, id, anywhere desc)
),
-- One row per word with its category scores, looked up by each candidate's category.
word_fields as materialized (
  select w.*, (select jsonb_object_agg(s.category, s.score) from category_scores s where s.word = w.word) as category_score
    from words w
),
matches as (
  select c.id, c.word, c.created_at,
         case when c.search_label @@ w.in_name then 1.0
              else greatest(
                case when w.typo_tolerant and w.word <% c.product_name then word_similarity(w.word, c.product_name) ^ 2 else 0 end,
                0.7 * case when c.search_label @@ w.in_brand then 1
                           when w.typo_tolerant and w.word <% c.brand_name then word_similarity(w.word, c.brand_name) ^ 2
                           else 0 end,
                (w.category_score ->> c.category)::float8,
                case when c.anywhere then 0.3 else 0 end)
         end as score
    from candidates c
    join word_fields w using (word)
),
rarity as (
  select word, ln(1 + ((select count(*) from products) - hits + 0.5) / (hits + 0.5))::float8 as idf
    from (select word, count(*) as hits from matches group by word) as counts
),
-- The best, with the catalogue's order (created_at, id) breaking ties, before the rows are read.
ranked as (
  select m.id, m.created_at as listed_at, round(sum(m.score * r.idf)::numeric, 6) as relevance
    from matches m join rarity r using (word)
   group by m.id, m.created_at
   order by relevance desc, m.created_at desc, m.id
   limit $2
)
select ${PRODUCT_COLUMNS}
  from ranked join products using (id)
 order by ranked.relevance desc, ranked.listed_at desc, id`;

/** The ranked search statement for a query's words (exported for the benchmark's EXPLAIN). */
export function rankedSearch(words: string[]): { text: string; values: unknown[] } {
  return { text: RANKED_SEARCH, values: [words, SEARCH_MAX_RESULTS, CATEGORY_VALUES] };
}

/** Products for a search box query, best first; an empty query lists the newest products. */
export async function searchProducts(q: string): Promise<Product[]> {
  if (!q.trim()) return listProducts(undefined, SEARCH_MAX_RESULTS);
  const words = searchWords(q);
  if (words.length === 0) return [];
  const { text, values } = rankedSearch(words);
  const rows = await query<ProductRow>(text, values);
  return rows.map(toProduct);
}
