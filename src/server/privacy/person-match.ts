/**
 * Whether a text names a person by their mobile number or email (docs/spec.md §26.4): the mails of
 * the local mail folder and the access log's details hold the number however it was written
 * ("+91 98765 43210", "tel:+919876543210", "98765-43210") and the email in any case.
 */

export interface Person {
  /** 10 digits each, as stored (docs/spec.md §21.1). */
  phones: string[];
  emails: string[];
}

/** The person's identifiers with duplicates, blanks and case folded away. */
export function personOf(phones: (string | null | undefined)[], emails: (string | null | undefined)[]): Person {
  const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];
  return { phones: distinct(phones.filter((phone) => phone && /^\d{10}$/.test(phone))), emails: distinct(emails.map((email) => email?.trim().toLowerCase())) };
}

// Between two digits of a number as people and the mails write it: spaces (a no-break one too),
// hyphens, dots and brackets.
const SEPARATOR = '[\\s\\u00a0\\-.()]*';

/** A test of whether a text names `person`; null when the person has no identifier to look for. */
export function namesPerson(person: Person): ((text: string) => boolean) | null {
  if (!person.phones.length && !person.emails.length) return null;
  const phones = person.phones.map((digits) => new RegExp(digits.split('').join(SEPARATOR)));
  return (text) => {
    const lower = text.toLowerCase();
    return person.emails.some((email) => lower.includes(email)) || phones.some((phone) => phone.test(text));
  };
}
