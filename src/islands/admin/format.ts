/** Dates as the admin reads them, in the browser's own time zone. */
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => DATE.format(new Date(iso));
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
