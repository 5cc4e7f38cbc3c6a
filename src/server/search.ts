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
 *    for the names, brands and categories, through the document's GIN index for a word in a
 *    description. A query that few products fully match costs more as the catalogue grows
 *    (bench/search.ts measures both ways).
 *
 * Visitor text reaches SQL only as a parameter: the words are letters, digits and marks, so the
 * tsquery built from them (`word:*`) can hold no operator.
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

// A word's lexemes are those its stem is a prefix of (in C collation, [stem, stem with its last
// letter raised) is exactly that range); a typo's are those of the similar words of names, brands
// and categories, weighed by the similarity squared, in those fields only. The relevance is rounded
// so that equal scores tie exactly, whatever order the database summed them in, and ties fall back
// to the catalogue order on PGlite and PostgreSQL alike.
//
// `word <% text` is word_similarity(word, text) >= pg_trgm.word_similarity_threshold, the form the
// trigram index answers; the threshold is set to 0.5 for this statement's transaction by the `words`
// rows themselves, so it is in force before any row can be compared.
const RANKED_SEARCH = `
with words as materialized (
  select w.i, w.word, s.stem, s.stem_end,
         char_length(w.word) >= 4
           and not exists (select from search_lexemes l
                            where l.lexeme >= s.stem and l.lexeme < s.stem_end and l.in_name + l.in_brand > 0) as typo_tolerant
    from unnest($1::text[]) with ordinality as w (word, i)
    -- stop words ("the", "and", "with") have no lexeme and drop out here
    cross join lateral (
      select t.lexeme collate "C" as stem,
             (left(t.lexeme, -1) || chr(ascii(right(t.lexeme, 1)) + 1)) collate "C" as stem_end
        from unnest(to_tsvector('english', w.word)) as t
       limit 1) as s
   where set_config('pg_trgm.word_similarity_threshold', '0.5', true) is not null
),
word_lexemes as materialized (
  select w.i, w.word, l.lexeme, 1.0::float8 as factor, 3 as min_weight,
         l.in_name, l.in_brand, l.in_category, l.in_description
    from words w join search_lexemes l on l.lexeme >= w.stem and l.lexeme < w.stem_end
  union all
  select w.i, w.word, l.lexeme, max(word_similarity(w.word, v.word)) ^ 2, 5,
         l.in_name, l.in_brand, l.in_category, 0
    from words w
    join search_vocabulary v on w.word <% v.word
    join search_lexemes l on l.lexeme = v.lexeme
   where w.typo_tolerant and l.in_name + l.in_brand + l.in_category > 0
   group by w.i, w.word, l.lexeme, l.in_name, l.in_brand, l.in_category
),
-- Each word's best possible score in one product: the lexemes and the field that give it, and how
-- many products reach it.
best as materialized (
  select i, lexeme, top_weight, top_count
    from (select w.i, w.lexeme, t.top_weight, t.top_count,
                 rank() over (partition by w.i order by t.top_weight * w.factor desc) as place
            from word_lexemes w
            cross join lateral (
              select case when w.in_name > 0 then 10 when w.in_brand > 0 then 7 when w.in_category > 0 then 5 else 3 end as top_weight,
                     case when w.in_name > 0 then w.in_name when w.in_brand > 0 then w.in_brand
                          when w.in_category > 0 then w.in_category else w.in_description end as top_count) as t) as ranked
   where place = 1
),
-- The products holding every word at its best, newest first: the rarest word's list walked in
-- index order, each product looked up in the others' by key. None when a word is at its best only
-- in descriptions, which have no postings.
every_best as materialized (
  select distinct on (f.listed_at, f.product_id) f.product_id, f.listed_at
    from best d
    cross join lateral (
      select s.product_id, s.listed_at
        from search_postings s
       where s.lexeme = d.lexeme and s.field_weight = d.top_weight
         and not exists (
           select from (select distinct i from best where i <> d.i) as other
            where not exists (
              select from best o
                join search_postings q
                  on q.lexeme = o.lexeme and q.field_weight = o.top_weight and q.listed_at = s.listed_at and q.product_id = s.product_id
               where o.i = other.i))
       order by s.listed_at desc, s.product_id
       limit $2) as f
   where d.i = (select i from best group by i order by sum(top_count), i limit 1)
     and not exists (select from best where top_weight < 5)
   order by f.listed_at desc, f.product_id
   limit $2
),
-- Otherwise every product holding a word is scored: its best field per word, by the postings, or
-- 0.3 for a word only in its description, by the document's GIN index (asked only for the words
-- some description holds outside the other fields).
scores as (
  select i, product_id, listed_at, max(score) as score
    from (select w.i, s.product_id, s.listed_at, (s.field_weight / 10.0)::float8 * w.factor as score
            from word_lexemes w
            join search_postings s on s.lexeme = w.lexeme and s.field_weight >= w.min_weight
          union all
          select w.i, p.id, p.created_at, 0.3
            from (select i, word from word_lexemes where min_weight = 3 group by i, word having sum(in_description) > 0) as w
            join products p on p.search @@ to_tsquery('english', w.word || ':*')) as found
   group by i, product_id, listed_at
),
rarity as (
  select i, ln(1 + ((select count(*) from products) - count(*) + 0.5) / (count(*) + 0.5))::float8 as idf
    from scores
   group by i
),
ranked as (
  select product_id, row_number() over (order by listed_at desc, product_id) as place
    from every_best
   where (select count(*) from every_best) = $2
  union all
  select product_id, row_number() over (order by relevance desc, listed_at desc, product_id)
    from (select s.product_id, s.listed_at, round(sum(s.score * r.idf)::numeric, 6) as relevance
            from scores s join rarity r using (i)
           group by s.product_id, s.listed_at
           order by relevance desc, s.listed_at desc, s.product_id
           limit $2) as all_scored
   where (select count(*) from every_best) < $2
)
select ${PRODUCT_COLUMNS}
  from ranked join products on products.id = ranked.product_id
 order by ranked.place`;

/** The ranked search statement for a query's words (exported for the benchmark's EXPLAIN). */
export function rankedSearch(words: string[]): { text: string; values: unknown[] } {
  return { text: RANKED_SEARCH, values: [words, SEARCH_MAX_RESULTS] };
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
