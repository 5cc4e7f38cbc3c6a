/**
 * The seven fixed product categories of the catalogue, in display order.
 * `value` is what the API, the database and the URLs carry; the database
 * constraint in supabase/migrations lists the same values.
 */
export const CATEGORIES = [
  { id: 1, label: 'Paper Cup Making Machines', value: 'paper-cup-making-machines' },
  { id: 2, label: 'Aluminum Foil Rewinding Machine', value: 'aluminum-foil-rewinding-machine' },
  { id: 3, label: 'Paper Plate Making Machines', value: 'paper-plate-making-machines' },
  { id: 4, label: 'Tissue Paper Making Machines', value: 'tissue-paper-making-machines' },
  { id: 5, label: 'Paper Bag Making Machines', value: 'paper-bag-making-machines' },
  { id: 6, label: 'Toilet Roll Making Machines', value: 'toilet-roll-making-machines' },
  { id: 7, label: 'All Machines', value: 'all-machines' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryValue = Category['value'];

export const CATEGORY_VALUES = CATEGORIES.map((c) => c.value) as [CategoryValue, ...CategoryValue[]];

export function isCategoryValue(value: unknown): value is CategoryValue {
  return typeof value === 'string' && (CATEGORY_VALUES as readonly string[]).includes(value);
}

export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/**
 * A home page row shows its category's newest machines, at most this many (its "View all" link
 * leads to the rest), so the home page's size does not grow with the catalogue.
 */
export const HOME_ROW_MAX_PRODUCTS = 20;

/** The home page's "OUR PRODUCTS" rows, in the order of SPEC §2. */
export const HOME_ROW_CATEGORIES: readonly CategoryValue[] = [
  'tissue-paper-making-machines',
  'toilet-roll-making-machines',
  'paper-plate-making-machines',
  'paper-bag-making-machines',
  'all-machines',
];
