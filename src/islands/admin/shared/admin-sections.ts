/**
 * The admin panel's lists (SPEC §2, docs/spec.md §24.6): their names, who may open each (docs/spec.md §23.1), and
 * the one /admin-panel opens. Their addresses are built in src/lib/public-address.ts (adminListPath).
 * The server refuses every call a role may not make; this only keeps a list out of sight.
 */
import { ADMIN_PANEL, adminListPath, type AdminList } from '../../../lib/public-address';
import { DESK_ROLES, type DeskRole, type Role } from '../../../lib/types';

export const ADMIN_SECTIONS = [
  { slug: 'all-users', label: 'All Users', roles: ['ADMIN'] },
  // SALES reads the products to quote from; only an ADMIN changes them (mayEditProducts).
  { slug: 'all-products', label: 'All Products', roles: DESK_ROLES },
  { slug: 'all-enquiries', label: 'All Enquiries', roles: DESK_ROLES },
  // The desk's orders and what they still owe (docs/spec.md §24.6).
  { slug: 'orders', label: 'Orders', roles: DESK_ROLES },
  // Buyers' personal data (docs/spec.md §26): requests, erasure and the access log, ADMIN only.
  { slug: 'personal-data', label: 'Personal Data', roles: ['ADMIN'] },
] as const satisfies readonly { slug: AdminList; label: string; roles: readonly DeskRole[] }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['slug'];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'all-products';

/** The lists this role may open, in the side panel's order: none for GENERAL. */
export const sectionsOf = (role: Role) => ADMIN_SECTIONS.filter((s) => (s.roles as readonly Role[]).includes(role));

export const mayOpen = (role: Role, section: AdminSection) => sectionsOf(role).some((s) => s.slug === section);

/** Where a role's "Admin Panel" link leads, and where a list it may not open sends it: SALES works the lead desk. */
export const homeSectionOf = (role: DeskRole): AdminSection => (role === 'ADMIN' ? DEFAULT_ADMIN_SECTION : 'all-enquiries');

/** Upload and edit products (and see the site's publish status): ADMIN only. */
export const mayEditProducts = (role: Role) => role === 'ADMIN';

/** The list an admin-panel address shows: /admin-panel itself opens the products list. */
export function sectionOfPath(pathname: string): AdminSection | null {
  const path = pathname.replace(/\.html$/, '').replace(/\/$/, '');
  if (path === ADMIN_PANEL) return DEFAULT_ADMIN_SECTION;
  return ADMIN_SECTIONS.find((s) => adminListPath(s.slug) === path)?.slug ?? null;
}
