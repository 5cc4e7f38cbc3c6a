/**
 * The search page (SPEC §2): the machines matching the q of the address, "Loading ..." while they
 * come, the count, and "No Data Found...." when nothing matches; "Show more" adds the next page of
 * them. The header search box changes the query in place, announcing it with SEARCH_QUERY_EVENT
 * (and popstate); a newer query aborts the request of an older one.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/browser/api';
import { CATEGORIES } from '../lib/categories';
import { categoryPageHref } from '../lib/public-address';
import { MESSAGES } from '../lib/messages';
import { currentSearchQuery, SEARCH_QUERY_EVENT } from '../lib/browser/search-events';
import type { Product } from '../lib/types';
import { useProductList } from './hooks/use-product-list';
import ProductResults from './ProductResults';

/** As many as the SPEC's unpaged answer holds; "Show more" asks for as many again. */
const PAGE_SIZE = '100';

interface Props {
  companyName: string;
  /** The API's limit on q (SEARCH_MAX_LENGTH), handed over by the page so zod stays out of the bundle. */
  maxLength: number;
}

export default function SearchResults({ companyName, maxLength }: Props) {
  // null until hydrated: the pre-rendered page cannot know its query string.
  const [q, setQ] = useState<string | null>(null);

  useEffect(() => {
    const fromAddress = () => setQ(currentSearchQuery());
    const fromEvent = (event: CustomEvent<{ q: string }>) => setQ(event.detail.q);
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    window.addEventListener(SEARCH_QUERY_EVENT, fromEvent);
    return () => {
      window.removeEventListener('popstate', fromAddress);
      window.removeEventListener(SEARCH_QUERY_EVENT, fromEvent);
    };
  }, []);

  const query = q === null ? null : q.trim().slice(0, maxLength);
  const heading = query ? `Search results for “${query}”` : query === '' ? 'Our Machines' : 'Search';

  useEffect(() => {
    if (query !== null) document.title = `${query ? `${query}: search` : 'Search'} | ${companyName}`;
  }, [query, companyName]);

  const { state, retry, showMore } = useProductList(query, (signal, from) => {
    const params = new URLSearchParams({ q: query ?? '', limit: PAGE_SIZE });
    if (from && 'cursor' in from) params.set('cursor', from.cursor);
    return api<Product[]>(`/api/search?${params}`, { signal });
  });

  return (
    <div>
      <h1 className="break-words text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{heading}</h1>
      <div className="mt-4">
        <ProductResults
          state={state}
          onRetry={retry}
          onMore={showMore}
          empty={
            <>
              <p className="text-xl font-bold text-zinc-800">{MESSAGES.searchEmpty}</p>
              <p className="mt-2 text-sm text-zinc-600">Check the spelling, try a shorter word, or browse a category:</p>
              <ul className="mt-4 flex flex-wrap justify-center gap-2">
                {CATEGORIES.map((category) => (
                  <li key={category.value}>
                    <a
                      href={categoryPageHref([category.value])}
                      className="inline-flex min-h-10 items-center rounded-full border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-800 hover:border-brand-600 hover:text-brand-700"
                    >
                      {category.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          }
        />
      </div>
    </div>
  );
}
