/** The admin panel's three lists (SPEC §2): their addresses, names, and the one /admin-panel opens. */
export const ADMIN_SECTIONS = [
  { slug: 'all-users', label: 'All Users' },
  { slug: 'all-products', label: 'All Products' },
  { slug: 'all-enquiries', label: 'All Enquiries' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['slug'];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'all-products';

export const adminHref = (section: AdminSection) => `/admin-panel/${section}`;

/** The list an admin-panel address shows: /admin-panel itself opens the products list. */
export function sectionOfPath(pathname: string): AdminSection | null {
  const match = /^\/admin-panel(?:\/([^/]+))?\/?$/.exec(pathname.replace(/\.html$/, ''));
  if (!match) return null;
  if (!match[1]) return DEFAULT_ADMIN_SECTION;
  return ADMIN_SECTIONS.find((s) => s.slug === match[1])?.slug ?? null;
}
