/**
 * Where a lead came from (SPEC §21.4): the campaign tags of the address a visit landed on and the
 * site that sent the visitor. Named once here for the enquiry's fields, the form's hidden inputs,
 * the browser's note of the landing page and the server's reading of a form post's Referer.
 */
export const LEAD_SOURCE_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'referrer'] as const;
export type LeadSourceField = (typeof LEAD_SOURCE_FIELDS)[number];

export type LeadSource = Record<LeadSourceField, string | null>;

/** Longest kept value of each field (longer values are cut). */
export const LEAD_SOURCE_MAX: Record<LeadSourceField, number> = { utmSource: 200, utmMedium: 200, utmCampaign: 200, referrer: 500 };

/** The address's query parameter of each campaign tag. */
const UTM_PARAMETERS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/** The campaign tags an address's query string carries (only those present and not blank). */
export function utmFromQuery(search: URLSearchParams): Partial<Record<LeadSourceField, string>> {
  const found: Partial<Record<LeadSourceField, string>> = {};
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS) as [LeadSourceField, string][]) {
    const value = search.get(parameter)?.trim();
    if (value) found[field] = value;
  }
  return found;
}
