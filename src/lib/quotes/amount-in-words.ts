/**
 * The total in words, as Indian invoices print it under the figures: the Indian system of crore
 * (1,00,00,000), lakh (1,00,000), thousand and hundred, tens hyphenated, no "and" inside the
 * rupees; "and … Paise" only when there are paise.
 *   123456780 → "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty Paise Only"
 */

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1-99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)];
}

const PLACES: [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** A whole number above 0 in words; more than 99 crore reads "One Hundred Crore" and so on. */
function words(n: number): string {
  const parts: string[] = [];
  for (const [size, name] of PLACES) {
    if (n >= size) {
      parts.push(`${words(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  }
  if (n > 0) parts.push(belowHundred(n));
  return parts.join(' ');
}

/** An amount in paise (a whole number, 0 or more) in words. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${paise} is not an amount in paise.`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees ? words(rupees) : 'Zero';
  if (!rest) return `Rupees ${rupeeWords} Only`;
  return `Rupees ${rupeeWords} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
