/**
 * Moving about the admin panel without a page load: every admin address is a real page (a new tab,
 * a reload or a link from a mail opens it), and a plain click records the new address in the history
 * and tells the panel, which reads what it shows from the address. Back and Forward do the same
 * through the browser's own popstate.
 */
import { useEffect, useState, type MouseEvent } from 'react';

/** Goes to an admin address in place (`replace`: without a new history entry, e.g. while typing). */
export function goTo(href: string, { replace = false } = {}): void {
  const current = location.pathname + location.search;
  if (href !== current) (replace ? history.replaceState : history.pushState).call(history, null, '', href);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** A link's click handler that goes in place, leaving modified clicks (new tab, new window) to the browser. */
export function inPlace(href: string, before?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    before?.();
    goTo(href);
  };
}

/** The address's query, kept current as the panel moves about. */
export function useAddressQuery(): URLSearchParams {
  const [search, setSearch] = useState(() => location.search);
  useEffect(() => {
    const onPopState = () => setSearch(location.search);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  return new URLSearchParams(search);
}
