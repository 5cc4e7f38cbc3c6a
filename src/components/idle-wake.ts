/**
 * How the islands that wake when the page is idle (`client:idle={IDLE_WAKE}`) are woken: at the
 * browser's first idle moment, so they never compete with the page's own loading, or after
 * `timeout` ms however busy it stays. A phone still decoding pictures, or one whose main thread
 * never rests, would otherwise leave the filters, the enquiry form and the search box unwoken for
 * as long as that lasts (the pages work without them, through links and forms, but slower).
 */
export const IDLE_WAKE = { timeout: 4000 };
