/**
 * Erasing a person (docs/spec.md §26.4) and the retention rule (§26.5), as the server answers it and
 * the admin's form shows it: the word erased data becomes, and what an erasure changed and kept.
 */

/** What a buyer's name, phone, address and texts become once erased or anonymised. */
export const ERASED = 'Erased';

/** Where an erasure changes rows (or, for `mail`, removes files), in the order the form lists them. */
export const ERASURE_PLACES = [
  'enquiries',
  'enquiry_events',
  'quotes',
  'enquiry_deliveries',
  'quote_deliveries',
  'order_deliveries',
  'users',
  'rate_limit_events',
  'access_log',
  'mail',
] as const;
export type ErasurePlace = (typeof ERASURE_PLACES)[number];

/** What tax law keeps of the person's leads (CGST Act 2017, section 36): counted, never changed. */
export const KEPT_PLACES = ['orders', 'proformas', 'payments', 'quotes'] as const;
export type KeptPlace = (typeof KEPT_PLACES)[number];

export interface ErasureResult {
  /** Leads erased by this call (0 when every lead found was erased before). */
  leads: number;
  /** Rows changed or removed in each place (files in `mail`), every place listed. */
  tables: Record<ErasurePlace, number>;
  /** Rows kept by law on the person's leads: their orders, proformas, payments and accepted quotations. */
  kept: Record<KeptPlace, number>;
}

export const noChanges = (): Record<ErasurePlace, number> =>
  Object.fromEntries(ERASURE_PLACES.map((place) => [place, 0])) as Record<ErasurePlace, number>;

export const NOTHING_TO_ERASE = 'Nothing left to erase for this phone or email.';

/** The call's message: how many leads were erased, or that nothing was left (an erasure asked again). */
export function erasureAnswer(result: ErasureResult): string {
  if (!ERASURE_PLACES.some((place) => result.tables[place] > 0)) return NOTHING_TO_ERASE;
  return `Personal data erased: ${result.leads} lead${result.leads === 1 ? '' : 's'}.`;
}
