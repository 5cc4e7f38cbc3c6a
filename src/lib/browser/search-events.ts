/**
 * How the header search box tells the search page that the query changed without a navigation:
 * it replaces the address (/search?q=...) and fires this window event with the new text.
 * The results also re-read the address on `popstate`, so Back and Forward work too.
 */
export const SEARCH_QUERY_EVENT = 'search:query';

export interface SearchQueryDetail {
  q: string;
}

declare global {
  interface WindowEventMap {
    [SEARCH_QUERY_EVENT]: CustomEvent<SearchQueryDetail>;
  }
}

export function announceSearchQuery(q: string): void {
  window.dispatchEvent(new CustomEvent<SearchQueryDetail>(SEARCH_QUERY_EVENT, { detail: { q } }));
}

/** The q of the current address ('' when absent). */
export function currentSearchQuery(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}
