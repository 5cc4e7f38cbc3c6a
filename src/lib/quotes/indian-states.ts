/**
 * India's 28 states and 8 union territories with their GST state codes: the first two digits of
 * every GSTIN registered there. The buyer's state decides the tax split of a quotation (./gst.ts).
 */

export interface IndianState {
  name: string;
  /** Two digits, as a GSTIN begins. */
  code: string;
  /**
   * A union territory without a legislature: its share of GST is UTGST, not SGST. Delhi,
   * Puducherry and Jammu and Kashmir have legislatures and charge SGST.
   */
  utgst: boolean;
}

const state = (name: string, code: string, utgst = false): IndianState => ({ name, code, utgst });

export const INDIAN_STATES: readonly IndianState[] = [
  state('Andaman and Nicobar Islands', '35', true),
  state('Andhra Pradesh', '37'),
  state('Arunachal Pradesh', '12'),
  state('Assam', '18'),
  state('Bihar', '10'),
  state('Chandigarh', '04', true),
  state('Chhattisgarh', '22'),
  state('Dadra and Nagar Haveli and Daman and Diu', '26', true),
  state('Delhi', '07'),
  state('Goa', '30'),
  state('Gujarat', '24'),
  state('Haryana', '06'),
  state('Himachal Pradesh', '02'),
  state('Jammu and Kashmir', '01'),
  state('Jharkhand', '20'),
  state('Karnataka', '29'),
  state('Kerala', '32'),
  state('Ladakh', '38', true),
  state('Lakshadweep', '31', true),
  state('Madhya Pradesh', '23'),
  state('Maharashtra', '27'),
  state('Manipur', '14'),
  state('Meghalaya', '17'),
  state('Mizoram', '15'),
  state('Nagaland', '13'),
  state('Odisha', '21'),
  state('Puducherry', '34'),
  state('Punjab', '03'),
  state('Rajasthan', '08'),
  state('Sikkim', '11'),
  state('Tamil Nadu', '33'),
  state('Telangana', '36'),
  state('Tripura', '16'),
  state('Uttar Pradesh', '09'),
  state('Uttarakhand', '05'),
  state('West Bengal', '19'),
];

/**
 * Codes still printed on GSTINs issued before a merger or a split: 25 (Daman and Diu, merged in
 * 2020) and 28 (Andhra Pradesh before Telangana was carved out).
 */
const FORMER_CODES: Record<string, string> = { '25': '26', '28': '37' };

const byName = new Map(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s]));
const byCode = new Map(INDIAN_STATES.map((s) => [s.code, s]));

/** The state of this name, however it is capitalised; undefined for anything else. */
export function indianState(name: string): IndianState | undefined {
  return byName.get(name.trim().toLowerCase());
}

export function isIndianState(name: string): boolean {
  return indianState(name) !== undefined;
}

/** The state a GST state code stands for ('20' → Jharkhand), former codes included. */
export function stateByCode(code: string): IndianState | undefined {
  return byCode.get(FORMER_CODES[code] ?? code);
}
