/**
 * The product dialog's specification values as typed (docs/spec.md §25.2): kept by key, so a change
 * of category keeps those of the specifications both categories have; read with the server's own
 * rules (readSpecValue) into what the API takes.
 */
import { choiceNamed, readSpecValue, type SpecField, type Specification } from '../../../lib/specifications';

/** One specification's value as typed: `text` (a range's "from"), and a range's "to". */
export interface SpecDraft {
  text: string;
  high: string;
}

export type SpecDrafts = Record<string, SpecDraft>;

/** A product's saved values as the inputs show them (figures unformatted: "1250", not "1,250"). */
export function specDraftsOf(specifications: readonly Specification[]): SpecDrafts {
  return Object.fromEntries(
    specifications.map((s) => {
      if (s.kind === 'number') return [s.key, { text: String(s.min ?? ''), high: '' }];
      if (s.kind === 'range') return [s.key, { text: String(s.min ?? ''), high: s.max === s.min ? '' : String(s.max ?? '') }];
      return [s.key, { text: s.value, high: '' }];
    }),
  );
}

/** What a draft sends: a range's two figures (one alone is a range from it to itself), or the text; empty is no value. */
export function draftValue(field: SpecField, draft: SpecDraft | undefined): unknown {
  const text = draft?.text.trim() ?? '';
  const high = draft?.high.trim() ?? '';
  if (field.kind === 'choice') return chosen(field, text) ?? null;
  if (field.kind === 'range' && text && high) return [text, high];
  return text || high || null;
}

/** The choice a text names (any case), as the select shows it; a value typed for another category's options is none here. */
export const chosen = choiceNamed;

/** The problem of one value as the server would say it, without its "specifications: " start; null when it reads. */
export function specProblem(field: SpecField, draft: SpecDraft | undefined): string | null {
  const read = readSpecValue(field, { value: draftValue(field, draft) });
  return typeof read === 'string' ? read.replace(/^specifications: /, '').replace(/^\w/, (c) => c.toUpperCase()) : null;
}
