/**
 * Where a journey runs (playwright.config.ts). Untagged, it runs on the desktop alone: a journey
 * whose layout or handling is the same on every screen gains nothing from a second pass.
 */

/** Also on the phone: what the journey checks differs there (the layout, a folded menu, a tap, the pictures a screen loads). */
export const ON_PHONE = '@phone';

/** A journey the phone project alone runs (playwright.config.ts leaves it out of the desktop one). */
export const PHONE_ONLY = '@phone-only';

/**
 * After the others, one at a time: a journey that changes what other journeys read (the catalogue
 * as published: a product added or renamed, the site rebuilt) or counts what they write (every row
 * of a table: a list's total, the follow-up counts). Tag every test of a file whose hooks do so.
 */
export const ALONE = '@alone';
