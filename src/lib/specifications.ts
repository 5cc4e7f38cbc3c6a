/**
 * Machines as data (docs/spec.md §25): a category's specification schema, a product's values as the
 * API carries them, how they are written out ("90–110 cups/min"), and how a value typed in the
 * product dialog or sent to the API is read and checked against its specification. Shared by the
 * browser (the product dialog checks as it is typed), the functions and the build.
 */
import type { CategoryValue } from './categories';

export const SPEC_KINDS = ['number', 'range', 'text', 'choice'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** One specification of a category's schema (the table spec_fields). */
export interface SpecField {
  _id: string;
  category: CategoryValue;
  /** Its name in addresses (a filter's parameter); letters, digits and hyphens, fixed once made. */
  key: string;
  name: string;
  unit: string | null;
  kind: SpecKind;
  /** A choice's options, in order; empty for the other kinds. */
  choices: string[];
  /** A filterable number or range: the ascending edges of the bands a category page offers. */
  bands: number[];
  filterable: boolean;
  /** The key figure on the category's cards (one per category at most). */
  onCard: boolean;
  position: number;
}

/** A product's value of one specification, as the API carries it (`specifications`). */
export interface Specification {
  key: string;
  name: string;
  unit: string | null;
  kind: SpecKind;
  /** The value as shown, without the unit: "90–110", "5.5", "Three phase". */
  value: string;
  /** A number's figure (min = max) or a range's ends; null for text and choice. */
  min: number | null;
  max: number | null;
  /** Whether this is its category's key figure, shown on cards. */
  onCard: boolean;
}

/** What the database's product_specifications() answers per specification (src/server/catalogue). */
export interface StoredSpecification {
  key: string;
  name: string;
  unit: string | null;
  kind: SpecKind;
  onCard: boolean;
  low: number | string | null;
  high: number | string | null;
  text: string | null;
}

/** The most specifications a category may have, and so a product. */
export const MAX_SPEC_FIELDS = 30;
/** The longest text or choice value. */
export const MAX_SPEC_TEXT = 200;

const figureFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A figure as written on the site: Indian grouping, at most three decimals ("1,300", "7.5"). */
export function formatFigure(n: number): string {
  return figureFormat.format(n);
}

/** The value without its unit: "90–110" (an en dash between a range's ends), "5.5", "Three phase". */
export function specValueText(kind: SpecKind, min: number | null, max: number | null, text: string | null): string {
  if (kind === 'text' || kind === 'choice') return text ?? '';
  if (min === null || max === null) return '';
  return min === max ? formatFigure(min) : `${formatFigure(min)}–${formatFigure(max)}`;
}

export function toSpecification(stored: StoredSpecification): Specification {
  const min = stored.low === null ? null : Number(stored.low);
  const max = stored.high === null ? null : Number(stored.high);
  return {
    key: stored.key,
    name: stored.name,
    unit: stored.unit,
    kind: stored.kind,
    value: specValueText(stored.kind, min, max, stored.text),
    min,
    max,
    onCard: stored.onCard,
  };
}

/** The value with its unit, as a card, a table cell or a brochure shows it: "90–110 cups/min". */
export function specText(spec: Pick<Specification, 'value' | 'unit'>): string {
  return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
}

/** A product's key figure for its card ("90–110 cups/min"), or null when it has none. */
export function keyFigure(specifications: readonly Specification[]): string | null {
  const spec = specifications.find((s) => s.onCard);
  return spec ? specText(spec) : null;
}

/** A product's value of one specification as sent to the API: the specification's key or name, the value, and optionally its unit. */
export interface SpecificationInput {
  /** The specification's key ("output") or its name ("Output"), in any case. */
  key: string;
  /** A number for a number; "90-110" (or "90–110", "90 to 110", or [90, 110]) for a range; text for text or a choice. */
  value: unknown;
  /** When given, it must be the specification's unit (in any case); a figure in another unit is refused, never converted. */
  unit?: string | null;
}

/** A value ready to store: figures (low = high for a number) or text. */
export interface SpecificationValue {
  fieldId: string;
  low: number | null;
  high: number | null;
  text: string | null;
}

export type SpecCheck = { ok: true; values: SpecificationValue[] } | { ok: false; message: string };

const FIGURE = String.raw`-?\d+(?:\.\d+)?`;
const RANGE_PATTERN = new RegExp(`^(${FIGURE})\\s*(?:-|–|—|to)\\s*(${FIGURE})$`, 'i');
const FIGURE_PATTERN = new RegExp(`^${FIGURE}$`);

function figureOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && Math.abs(raw) < 1e12 ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(/,/g, '');
  return FIGURE_PATTERN.test(text) ? figureOf(Number(text)) : null;
}

function rangeOf(raw: unknown): [number, number] | null {
  if (Array.isArray(raw) && raw.length === 2) {
    const [low, high] = raw.map(figureOf);
    return low !== null && high !== null ? [low, high] : null;
  }
  const figure = figureOf(raw);
  if (figure !== null) return [figure, figure];
  if (typeof raw !== 'string') return null;
  const match = RANGE_PATTERN.exec(raw.trim().replace(/,/g, ''));
  if (!match) return null;
  const low = figureOf(match[1]);
  const high = figureOf(match[2]);
  return low !== null && high !== null ? [low, high] : null;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The choice a text names (any case), as the choice is written; undefined when it names none. */
export const choiceNamed = (field: Pick<SpecField, 'choices'>, text: string) => field.choices.find((c) => sameText(c, text));

/** The field a value names, by key or by name. */
export function fieldNamed(fields: readonly SpecField[], key: string): SpecField | undefined {
  return fields.find((f) => f.key === key) ?? fields.find((f) => sameText(f.name, key));
}

/**
 * One value read against its specification, or the message that says why not (naming the
 * specification, as a 400 does). An empty value (null, '') means "no value".
 */
export function readSpecValue(field: SpecField, input: Pick<SpecificationInput, 'value' | 'unit'>): SpecificationValue | null | string {
  const { value, unit } = input;
  const where = `specifications: ${field.name}`;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (unit !== undefined && unit !== null && unit.trim() !== '' && !(field.unit && sameText(unit, field.unit))) {
    return field.unit
      ? `${where} is in ${field.unit}, not ${unit.trim()}.`
      : `${where} has no unit, so ${unit.trim()} cannot be taken.`;
  }
  switch (field.kind) {
    case 'number': {
      const n = figureOf(value);
      return n === null ? `${where} must be a number${field.unit ? ` of ${field.unit}` : ''}.` : { fieldId: field._id, low: n, high: n, text: null };
    }
    case 'range': {
      const range = rangeOf(value);
      if (!range) return `${where} must be a number or a range such as 90-110${field.unit ? ` (${field.unit})` : ''}.`;
      const [low, high] = range;
      if (low > high) return `${where}: the range's first figure must not be more than its second.`;
      return { fieldId: field._id, low, high, text: null };
    }
    case 'choice': {
      const choice = typeof value === 'string' ? choiceNamed(field, value) : undefined;
      return choice === undefined ? `${where} must be one of: ${field.choices.join(', ')}.` : { fieldId: field._id, low: null, high: null, text: choice };
    }
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') return `${where} must be text.`;
      const text = String(value).trim();
      return text.length > MAX_SPEC_TEXT ? `${where} must be at most ${MAX_SPEC_TEXT} characters.` : { fieldId: field._id, low: null, high: null, text };
    }
  }
}

/**
 * A product's values checked against its category's schema: every value names one of the
 * category's specifications, once, and fits its kind and unit. The first fault is the answer.
 */
export function checkSpecifications(fields: readonly SpecField[], inputs: readonly SpecificationInput[]): SpecCheck {
  if (inputs.length > MAX_SPEC_FIELDS) return { ok: false, message: `specifications can have at most ${MAX_SPEC_FIELDS} values.` };
  const values: SpecificationValue[] = [];
  const seen = new Set<string>();
  for (const input of inputs) {
    const field = fieldNamed(fields, input.key);
    if (!field) return { ok: false, message: `specifications: this category has no specification named ${input.key}.` };
    if (seen.has(field._id)) return { ok: false, message: `specifications: ${field.name} is given more than once.` };
    seen.add(field._id);
    const read = readSpecValue(field, input);
    if (typeof read === 'string') return { ok: false, message: read };
    if (read) values.push(read);
  }
  return { ok: true, values };
}
