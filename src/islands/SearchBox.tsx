/**
 * The header search box (SPEC §2): typing goes to /search?q={text}, or /search when empty, after a
 * pause in typing. On the search page itself the address is replaced (no history entry per
 * keystroke) and the results are told through search-events; elsewhere it navigates, and the
 * search page's box takes up the text with the focus, keys typed while that page loaded included.
 * Without JavaScript it is a plain GET form to /search, sent by Enter or by its search button.
 */
import { useEffect, useRef } from 'react';
import { SearchIcon } from './parts/icons';
import { leaveNote, takeNote } from '../lib/browser/page-note';
import { announceSearchQuery, currentSearchQuery } from '../lib/browser/search-events';
import { SEARCH_PAGE, searchHref } from '../lib/public-address';

const SEARCH_DEBOUNCE_MS = 300;
/** Whether this is the search page (served as /search or /search.html). */
const onSearchPage = () => location.pathname.replace(/\.html$/, '') === SEARCH_PAGE;
/**
 * The box's text, left for /search when the box goes there and kept up to date until this page is
 * gone: the box there takes it with the focus, so typing goes on and no key is lost, even one typed
 * after the pause while a slow phone was still loading the search page.
 */
const TYPED_KEY = 'search-box-typed';

export default function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const leaving = useRef(false);

  function go(text: string) {
    window.clearTimeout(timer.current);
    const href = searchHref(text);
    if (onSearchPage()) {
      if (href === `${SEARCH_PAGE}${location.search}`) return;
      history.replaceState(history.state, '', href);
      announceSearchQuery(text.trim());
    } else {
      leaving.current = true;
      leaveNote(TYPED_KEY, text);
      location.assign(href);
    }
  }

  function changed(text: string) {
    if (leaving.current) leaveNote(TYPED_KEY, text);
    schedule(text);
  }

  function schedule(text: string) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => go(text), SEARCH_DEBOUNCE_MS);
  }

  useEffect(() => {
    const input = inputRef.current!;
    const searchPage = onSearchPage();
    // The text the box of the page before left for this one: used up here in any case, so that a
    // later visit to the search page does not find it.
    const typed = searchPage ? takeNote(TYPED_KEY) : null;
    if (input.value) {
      // Typed before this island woke up: act on it now.
      schedule(input.value);
    } else if (searchPage) {
      // A visitor already in the empty box is about to type a new query: filling it now would
      // glue their words to the old one ("tissue" + "cup").
      if (document.activeElement !== input) {
        input.value = typed ?? currentSearchQuery();
        if (typed !== null) {
          input.focus();
          input.setSelectionRange(input.value.length, input.value.length);
          // Keys typed after the pause that brought the visitor here ("c", then "up"): searched too.
          schedule(typed);
        }
      }
    }
    return () => window.clearTimeout(timer.current);
  }, []);

  return (
    <form
      role="search"
      action={SEARCH_PAGE}
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        go(inputRef.current!.value);
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        Search machines
      </label>
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        placeholder="Search machines…"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => changed(event.currentTarget.value)}
        className="h-11 w-full rounded-full border border-zinc-300 bg-zinc-50 pl-11 pr-4 text-base text-zinc-900 placeholder:text-zinc-500 hover:border-zinc-400 focus:border-brand-600 focus:bg-white"
      />
      {/* The form's submit button, so it can be sent by a tap as well as by Enter, with or without script. */}
      <button type="submit" aria-label="Search" className="absolute inset-y-0 left-0 flex w-11 items-center rounded-l-full pl-4 text-zinc-500 hover:text-brand-700">
        <SearchIcon />
      </button>
    </form>
  );
}
