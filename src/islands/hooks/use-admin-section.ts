/**
 * Which list the admin panel shows: read from the address, which each list's link and every move
 * in place changes (../admin/shared/admin-navigation.ts).
 */
import { useEffect, useState } from 'react';
import { sectionOfPath, type AdminSection } from '../admin/shared/admin-sections';

export function useAdminSection(initial: AdminSection) {
  const [section, setSection] = useState(initial);

  useEffect(() => {
    const onPopState = () => setSection(sectionOfPath(location.pathname) ?? initial);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [initial]);

  return section;
}
