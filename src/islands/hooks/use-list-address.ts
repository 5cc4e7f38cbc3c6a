/**
 * A list's search and filters as its address says them (`/admin-panel/all-products?q=&category=`),
 * so that a reload, Back or a shared link shows the same list. Typing replaces the address rather
 * than adding a history entry for each key.
 */
import { adminListPath } from '../../lib/public-address';
import type { AdminSection } from '../admin/shared/admin-sections';
import { goTo, useAddressQuery } from '../admin/shared/admin-navigation';

export function useListAddress<Name extends string>(section: AdminSection, names: readonly Name[]) {
  const values = addressValues(useAddressQuery(), names);
  const change = (part: Partial<Record<Name, string>>, { replace = false } = {}) => {
    const params = new URLSearchParams();
    for (const name of names) {
      const value = part[name] ?? values[name];
      if (value) params.set(name, value);
    }
    goTo(adminListPath(section) + (params.size ? `?${params}` : ''), { replace });
  };
  return [values, change] as const;
}

/** The named filters as the address holds them ('' for each one it leaves out). */
export function addressValues<Name extends string>(address: URLSearchParams, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, address.get(name) ?? ''])) as Record<Name, string>;
}

/** The list call's filters: each trimmed, the empty ones left out. */
export function listFilters(values: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim()) params.set(name, value.trim());
  return params;
}
