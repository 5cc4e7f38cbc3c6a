/**
 * A list's search and filters as its address says them (`/admin-panel/all-products?q=&category=`),
 * so that a reload, Back or a shared link shows the same list. Typing replaces the address rather
 * than adding a history entry for each key.
 */
import { adminHref, type AdminSection } from './admin-sections';
import { goTo, useAddressQuery } from './admin-navigation';

export function useListAddress<Name extends string>(section: AdminSection, names: readonly Name[]) {
  const address = useAddressQuery();
  const values = Object.fromEntries(names.map((name) => [name, address.get(name) ?? ''])) as Record<Name, string>;
  const change = (part: Partial<Record<Name, string>>, { replace = false } = {}) => {
    const params = new URLSearchParams();
    for (const name of names) {
      const value = part[name] ?? values[name];
      if (value) params.set(name, value);
    }
    goTo(adminHref(section) + (params.size ? `?${params}` : ''), { replace });
  };
  return [values, change] as const;
}

/** The list call's filters: each trimmed, the empty ones left out. */
export function listFilters(values: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim()) params.set(name, value.trim());
  return params;
}
