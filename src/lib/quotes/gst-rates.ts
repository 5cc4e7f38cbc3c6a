/**
 * The GST rates a quotation line may carry, as data: each set of rates with the first day it
 * applies (docs/spec.md §22.2). A set holds until the next one begins. A quotation is offered and
 * takes only the rates in force on its date, the business day it is made (a revision is made on
 * its own date); the rate a line was saved with stays on it for ever, so a quotation made under an
 * earlier set reads and prints as it was made.
 *
 * Only the rates this seller's machines and services can take are listed: the special rates for
 * stones and metals (3 %, 1.5 %, 0.25 %), and the 28 % that Notification No. 9/2025's Schedule VII
 * kept for tobacco until 31 January 2026, are left out.
 */

export interface GstRateSet {
  /** The first business day ('YYYY-MM-DD') the set applies to. */
  appliesFrom: string;
  /** The rates in per cent, nil first. */
  rates: readonly number[];
  /** The notifications that set them, as the spec names them. */
  source: string;
  /**
   * What the rate of a service depends on, by the first four digits of its SAC: said beside the
   * rate on the form.
   */
  services: Readonly<Record<string, string>>;
}

export const GST_RATE_SETS = [
  {
    appliesFrom: '2017-07-01',
    rates: [0, 5, 12, 18, 28],
    source: 'CBIC Notifications No. 1/2017 (goods) and No. 11/2017 (services)-Central Tax (Rate), 28 June 2017',
    services: {
      '9965': 'Goods transport by a GTA: 5 % without input tax credit, 12 % with it.',
      '9987': 'Installation and commissioning: 18 %.',
    },
  },
  {
    // GST Council, 56th meeting (3 September 2025).
    appliesFrom: '2025-09-22',
    rates: [0, 5, 18, 40],
    source: 'CBIC Notifications No. 9/2025 (goods) and No. 15/2025 (services)-Central Tax (Rate), 17 September 2025',
    services: {
      '9965': 'Goods transport by a GTA: 5 % without input tax credit, 18 % with it.',
      '9987': 'Installation and commissioning: 18 %.',
    },
  },
] as const satisfies readonly GstRateSet[];

/** Every rate any set has had: what a stored line may carry. */
export type GstRate = (typeof GST_RATE_SETS)[number]['rates'][number];

/** A new line's rate: in force in every set. */
export const DEFAULT_GST_RATE: GstRate = 18;

/**
 * The set in force on a business day ('YYYY-MM-DD'): the last to begin on or before it. GST began
 * on 1 July 2017; a day before that (no quotation has one) is given the first set.
 */
export function gstRateSetOn(day: string): GstRateSet {
  return GST_RATE_SETS.findLast((set) => set.appliesFrom <= day) ?? GST_RATE_SETS[0];
}

/** The rates in force on a business day. */
export function gstRatesOn(day: string): readonly GstRate[] {
  return gstRateSetOn(day).rates as readonly GstRate[];
}

export function isGstRateOn(rate: number, day: string): rate is GstRate {
  return gstRatesOn(day).includes(rate as GstRate);
}

/** What the rate of a service with this SAC depends on, on `day`; null for goods and other services. */
export function serviceRateNote(sac: string, day: string): string | null {
  return gstRateSetOn(day).services[sac.trim().slice(0, 4)] ?? null;
}

/** "22 Sep 2025": a 'YYYY-MM-DD' day for people, the same in every zone. */
export function formatRateDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
}

/**
 * The refusal of a rate not in force on `day`, after the field's path: "must be one of 0, 5, 18,
 * 40 (the rates in force on 27 Nov 2026)".
 */
export function gstRateRule(day: string): string {
  return `must be one of ${gstRatesOn(day).join(', ')} (the rates in force on ${formatRateDay(day)}).`;
}
