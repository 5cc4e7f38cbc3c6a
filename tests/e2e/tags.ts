/** A journey the phone project alone runs (playwright.config.ts leaves it out of the desktop one). */
export const PHONE_ONLY = '@phone-only';
