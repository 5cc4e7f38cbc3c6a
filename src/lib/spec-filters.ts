/**
 * Filters on a category's pages (docs/spec.md §25.3): the category's filterable specifications,
 * each with its options (a choice's choices, a number's or range's bands), how they are written
 * in an address (`?output=60-100&phase=three-phase`), read back from one (a malformed one refused
 * with a message), and which values an option takes. Shared by the build (the panel and its
 * counts on the pre-rendered pages), the functions (the page without script, the JSON call) and
 * the category page's island.
 */
import type { Specification, SpecField, SpecKind } from './specifications';
import { formatFigure } from './specifications';

/**
 * One tick of a filter. A band takes the figures from its lower edge up to, not including, its
 * upper edge (null: no edge on that side); a choice takes its own value.
 */
export interface FilterOption {
  /** How it is written in the address: "up-to-60", "60-100", "100-and-more", "three-phase". */
  value: string;
  /** What the panel says: "Up to 60 cups/min", "60–100 cups/min", "100 cups/min and more", "Three phase". */
  label: string;
  low: number | null;
  high: number | null;
  /** A choice's value as stored; null for a band. */
  choice: string | null;
}

/** A filterable specification of a category and its options, in the schema's order. */
export interface SpecFilter {
  /** The specification's key: the filter's parameter in the address. */
  key: string;
  name: string;
  kind: SpecKind;
  options: FilterOption[];
}

/** What is ticked: for each filter's key, the values of its ticked options, in the options' order. */
export type FilterTicks = Record<string, string[]>;

/** Each filter's count per option: `counts[key][value]`, the machines it would list with the other filters' ticks kept. */
export type FilterCounts = Record<string, Record<string, number>>;

const edgeText = (n: number) => String(n);

/** A choice as written in an address: small letters and digits, hyphens between ("1/4 fold" → "1-4-fold"). */
export function choiceValue(choice: string): string {
  return choice
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function bandOptions(edges: readonly number[], unit: string | null): FilterOption[] {
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const options: FilterOption[] = [];
  edges.forEach((edge, i) => {
    if (i === 0) {
      options.push({ value: `up-to-${edgeText(edge)}`, label: `Up to ${withUnit(formatFigure(edge))}`, low: null, high: edge, choice: null });
    } else {
      const from = edges[i - 1];
      options.push({
        value: `${edgeText(from)}-${edgeText(edge)}`,
        label: withUnit(`${formatFigure(from)}–${formatFigure(edge)}`),
        low: from,
        high: edge,
        choice: null,
      });
    }
  });
  const last = edges[edges.length - 1];
  if (last !== undefined) options.push({ value: `${edgeText(last)}-and-more`, label: `${withUnit(formatFigure(last))} and more`, low: last, high: null, choice: null });
  return options;
}

function choiceOptions(choices: readonly string[]): FilterOption[] {
  const taken = new Set<string>();
  return choices.map((choice, i) => {
    // Two choices written alike ("1/4 fold", "1-4 fold") keep apart by their place.
    let value = choiceValue(choice) || `choice-${i + 1}`;
    if (taken.has(value)) value = `${value}-${i + 1}`;
    taken.add(value);
    return { value, label: choice, low: null, high: null, choice };
  });
}

/**
 * A category's filters: its filterable specifications that have options (a choice's choices, a
 * number's or range's bands; one without bands offers nothing to tick), in the schema's order.
 */
export function specFilters(fields: readonly SpecField[]): SpecFilter[] {
  return [...fields]
    .sort((a, b) => a.position - b.position)
    .filter((f) => f.filterable)
    .map((f) => ({
      key: f.key,
      name: f.name,
      kind: f.kind,
      options: f.kind === 'choice' ? choiceOptions(f.choices) : f.kind === 'number' || f.kind === 'range' ? bandOptions(f.bands, f.unit) : [],
    }))
    .filter((f) => f.options.length > 0);
}

/** Whether a product's value of the filter's specification falls in the option (a range: overlaps the band). */
export function optionTakes(option: FilterOption, spec: Pick<Specification, 'min' | 'max' | 'value'>): boolean {
  if (option.choice !== null) return spec.value === option.choice;
  if (spec.min === null || spec.max === null) return false;
  return (option.high === null || spec.min < option.high) && (option.low === null || spec.max >= option.low);
}

/** Whether a product's specifications meet every filter's ticks (any one of a filter's). */
export function meetsTicks(filters: readonly SpecFilter[], ticks: FilterTicks, specifications: readonly Specification[]): boolean {
  return filters.every((filter) => {
    const ticked = ticks[filter.key];
    if (!ticked?.length) return true;
    const spec = specifications.find((s) => s.key === filter.key);
    return spec !== undefined && filter.options.some((o) => ticked.includes(o.value) && optionTakes(o, spec));
  });
}

/**
 * A product's options, one bit mask per filter in the filters' order: bit n set when its value
 * takes the filter's option n (0: no value, or one no option takes). As the database keeps them
 * (product_filter_options, supabase/migrations/20261207000100_filter_options.sql).
 */
export function optionMasks(filters: readonly SpecFilter[], specifications: readonly Specification[]): number[] {
  return filters.map((filter) => {
    const spec = specifications.find((s) => s.key === filter.key);
    return spec ? filter.options.reduce((mask, option, bit) => (optionTakes(option, spec) ? mask | (1 << bit) : mask), 0) : 0;
  });
}

/** What is ticked as a mask per filter, in the filters' order (0: nothing ticked of it). */
export function tickedMasks(filters: readonly SpecFilter[], ticks: FilterTicks): number[] {
  return filters.map((filter) => filter.options.reduce((mask, option, bit) => (ticks[filter.key]?.includes(option.value) ? mask | (1 << bit) : mask), 0));
}

/**
 * Each filter's count per option, the usual facet rule: a machine counts for an option of a filter
 * when its value falls in the option and it meets every other filter's ticks; and the list's total,
 * the machines that meet every ticked filter (all of them when nothing is ticked). From machines
 * grouped by their options' masks (optionMasks), `n` machines to a combination.
 */
export function countCombinations(
  filters: readonly SpecFilter[],
  ticks: FilterTicks,
  combinations: readonly { options: readonly number[]; n: number }[],
): { counts: FilterCounts; total: number } {
  const ticked = tickedMasks(filters, ticks);
  const all = ticked.reduce((bits, mask, filterNo) => (mask ? bits | (1 << filterNo) : bits), 0);
  const counts: FilterCounts = Object.fromEntries(filters.map((f) => [f.key, Object.fromEntries(f.options.map((o) => [o.value, 0]))]));
  let total = 0;
  for (const { options, n } of combinations) {
    // The ticked filters these machines meet, one bit per filter.
    const met = ticked.reduce((bits, mask, filterNo) => ((options[filterNo] ?? 0) & mask ? bits | (1 << filterNo) : bits), 0);
    if (met === all) total += n;
    filters.forEach((filter, filterNo) => {
      if (((met | (1 << filterNo)) & all) !== all) return;
      const mask = options[filterNo] ?? 0;
      filter.options.forEach((option, bit) => {
        if (mask & (1 << bit)) counts[filter.key][option.value] += n;
      });
    });
  }
  return { counts, total };
}

/** Each filter's count per option over the products given (countCombinations, a product at a time). */
export function countOptions(
  filters: readonly SpecFilter[],
  ticks: FilterTicks,
  products: readonly { specifications: readonly Specification[] }[],
): FilterCounts {
  return countCombinations(filters, ticks, products.map((p) => ({ options: optionMasks(filters, p.specifications), n: 1 }))).counts;
}

export const hasTicks = (ticks: FilterTicks) => Object.values(ticks).some((values) => values.length > 0);

/** The ticks as address parameters, in the filters' and options' order: the one address of a choice. */
export function ticksParams(filters: readonly SpecFilter[], ticks: FilterTicks): [string, string][] {
  return filters.flatMap((f) => f.options.filter((o) => ticks[f.key]?.includes(o.value)).map((o): [string, string] => [f.key, o.value]));
}

/** Parameters a filtered address may carry besides the filters: the page's, and what sharing adds. */
const NOT_FILTERS = /^(page|limit|cursor|category|utm_[a-z_]+|fbclid|gclid|msclkid|igshid)$/;

export type TicksRead = { ok: true; ticks: FilterTicks } | { ok: false; message: string };

/**
 * The ticks an address names, or why it names none: a parameter that is no filter of the
 * category, or a value that is none of its options, is refused (the page says which).
 */
export function ticksFromParams(filters: readonly SpecFilter[], params: URLSearchParams, categoryLabel: string): TicksRead {
  const ticks: FilterTicks = {};
  for (const [key, value] of params) {
    if (NOT_FILTERS.test(key)) continue;
    const filter = filters.find((f) => f.key === key);
    if (!filter) return { ok: false, message: `There is no filter "${key}" for ${categoryLabel}.` };
    const option = filter.options.find((o) => o.value === value);
    if (!option) {
      return { ok: false, message: `${filter.name} has no option "${value}": choose from ${filter.options.map((o) => o.value).join(', ')}.` };
    }
    const ticked = (ticks[key] ??= []);
    if (!ticked.includes(value)) ticked.push(value);
  }
  // In the options' order, so that one choice has one address and one answer.
  for (const filter of filters) {
    if (ticks[filter.key]) ticks[filter.key] = filter.options.map((o) => o.value).filter((v) => ticks[filter.key].includes(v));
  }
  return { ok: true, ticks };
}

/** A category page's filter panel as built: its filters and each option's count with nothing ticked. */
export interface FilterPanel {
  filters: SpecFilter[];
  counts: FilterCounts;
}

const panels = new WeakMap<object, Map<string, FilterPanel>>();

/**
 * Each category's panel from the catalogue and the schemas, as the build writes it into the
 * category's pages (one count per build: every page of a category shares it).
 */
export function categoryFilterPanels(
  products: readonly { category: string; specifications: readonly Specification[] }[],
  fields: readonly SpecField[],
): Map<string, FilterPanel> {
  const known = panels.get(products);
  if (known) return known;
  const byCategory = new Map<string, FilterPanel>();
  for (const category of new Set(fields.map((f) => f.category))) {
    const filters = specFilters(fields.filter((f) => f.category === category));
    if (filters.length === 0) continue;
    byCategory.set(category, { filters, counts: countOptions(filters, {}, products.filter((p) => p.category === category)) });
  }
  panels.set(products, byCategory);
  return byCategory;
}
