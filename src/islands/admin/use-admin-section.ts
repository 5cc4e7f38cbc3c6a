/**
 * Which list the admin panel shows. Its links are real addresses (each has its own pre-rendered
 * page, so a new tab or a reload works); a plain click switches the list in place and records it
 * in the history, so the session is not asked for again on every switch.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { adminHref, sectionOfPath, type AdminSection } from './admin-sections';

export function useAdminSection(initial: AdminSection) {
  const [section, setSection] = useState(initial);

  useEffect(() => {
    const onPopState = () => setSection(sectionOfPath(location.pathname) ?? initial);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [initial]);

  const open = (target: AdminSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target !== section) history.pushState(null, '', adminHref(target));
    setSection(target);
  };

  return { section, open };
}
