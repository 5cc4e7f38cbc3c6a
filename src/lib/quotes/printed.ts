/**
 * Figures as a tax document prints them (docs/spec.md §22): rupees with their paise and Indian
 * grouping ("₹1,23,456.00"), percentages and quantities without trailing zeros.
 */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹1,23,456.00" (Indian grouping, paise always shown). */
export const printedRupees = (paise: number) => RUPEES.format(paise / 100);
/** "12.5%". */
export const printedPercent = (value: number) => `${PERCENT.format(value)}%`;
/** "1,500" or "1.5". */
export const printedQuantity = (value: number) => QUANTITY.format(value);
