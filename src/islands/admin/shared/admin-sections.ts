/**
 * The admin panel's three lists (SPEC §2): their names, and the one /admin-panel opens. Their
 * addresses are built in src/lib/public-address.ts (adminListPath).
 */
import { ADMIN_PANEL, adminListPath, type AdminList } from '../../../lib/public-address';

export const ADMIN_SECTIONS = [
  { slug: 'all-users', label: 'All Users' },
  { slug: 'all-products', label: 'All Products' },
  { slug: 'all-enquiries', label: 'All Enquiries' },
] as const satisfies readonly { slug: AdminList; label: string }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['slug'];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'all-products';

/** The list an admin-panel address shows: /admin-panel itself opens the products list. */
export function sectionOfPath(pathname: string): AdminSection | null {
  const path = pathname.replace(/\.html$/, '').replace(/\/$/, '');
  if (path === ADMIN_PANEL) return DEFAULT_ADMIN_SECTION;
  return ADMIN_SECTIONS.find((s) => adminListPath(s.slug) === path)?.slug ?? null;
}
