/**
 * Where this visit came from (SPEC §21.4), noted on its first page in this tab (sessionStorage):
 * the landing address's campaign tags and the other site that sent the visitor, if any. Every
 * page fills the enquiry form's hidden source fields from the note, so the dialog carries it
 * whether the island or the browser (before or without the island) sends the form.
 */
import { LEAD_SOURCE_FIELDS, utmFromQuery, type LeadSourceField } from '../lead-source';
import { leaveNote, peekNote } from './page-note';

const NOTE = 'lead-source';

type Noted = Partial<Record<LeadSourceField, string>>;

function read(note: string): Noted {
  try {
    const parsed: unknown = JSON.parse(note);
    return parsed && typeof parsed === 'object' ? (parsed as Noted) : {};
  } catch {
    return {};
  }
}

// Not URL.parse: phones a few years old lack it.
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** The visit's source: noted now when this is its first page, else as the first page noted it. */
export function landingSource(): Noted {
  const noted = peekNote(NOTE);
  if (noted !== null) return read(noted);
  const source = utmFromQuery(new URLSearchParams(location.search));
  // A page of this site is no source; another site is (often only its origin is sent).
  if (document.referrer && originOf(document.referrer) !== location.origin) source.referrer = document.referrer;
  leaveNote(NOTE, JSON.stringify(source));
  return source;
}

/** Writes the source into the page's hidden fields named after it (the enquiry dialog's). */
export function fillSourceFields(source: Noted): void {
  for (const name of LEAD_SOURCE_FIELDS) {
    const value = source[name];
    if (typeof value !== 'string') continue;
    for (const input of document.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)) input.value = value;
  }
}
