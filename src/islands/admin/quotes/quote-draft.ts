/**
 * The quotation form's draft (docs/spec.md §22): every field as typed, what it starts from (the
 * lead, the seller's settings and the enquired machine, or the quotation it revises), the call's
 * input made from it, and the rules' refusals placed at their fields. Kept apart from the form so
 * the rules can be read and tested without a browser.
 */
import { addDays, businessDate, businessDayStart, formatBusinessDate } from '../../../lib/business-time';
import { INDIAN_STATES, stateByCode } from '../../../lib/quotes/indian-states';
import { DEFAULT_GST_RATE, gstRateRule, gstRatesOn, isGstRateOn, type GstRate } from '../../../lib/quotes/gst-rates';
import { gstinProblem, gstinStateCode, normaliseGstin } from '../../../lib/quotes/gstin';
import type { Quote, QuoteInput, QuoteLineInput, QuoteSettings } from '../../../lib/quotes/types';
import type { AdminEnquiry, Product } from '../../../lib/types';

/** A catalogue machine as a line needs it (products gain their HSN code and scope of supply). */
export type QuotedMachine = Pick<Product, '_id' | 'productName' | 'price' | 'sellingPrice'> & { hsn?: string | null; scopeOfSupply?: string | null };

/** Paper-making machinery: what a machine's line says when the product has no HSN code of its own. */
export const MACHINE_HSN = '8441';

/** A line's unit when none is typed: machines and parts are counted. */
export const DEFAULT_UNIT = 'Nos';

/**
 * The free lines a quotation usually carries, with their service codes (SAC) and the units Indian
 * invoices bill them in: freight and packing as a lot, installation as a job.
 */
export const FREE_LINE_SUGGESTIONS: { description: string; sac: string; unit: string }[] = [
  { description: 'Installation and commissioning', sac: '9987', unit: 'Job' },
  { description: 'Freight', sac: '9965', unit: 'Lot' },
  { description: 'Packing and forwarding', sac: '9985', unit: 'Lot' },
];

export const UNIT_SUGGESTIONS = [DEFAULT_UNIT, 'Set', 'Lot', 'Job'];

export interface LineDraft {
  /** Stays with the line while others are added or removed: its fields' ids and problems hang on it. */
  key: string;
  productId: string | null;
  description: string;
  hsn: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  gstRate: string;
  /** The scope of supply printed under the line: a machine's from the catalogue, changed here for this quotation. */
  scope: string;
}

export interface ShipToDraft {
  name: string;
  address: string;
  state: string;
  gstin: string;
}

/** Whose state is the place of supply (docs/spec.md §22.9): the Bill to's (the buyer's), or the Ship to's. */
export type PlaceOfSupplyChoice = 'buyer' | 'shipTo';

export interface QuoteDraft {
  buyer: { name: string; address: string; state: string; gstin: string; email: string };
  /** Null: the goods go to the Bill to. */
  shipTo: ShipToDraft | null;
  placeOfSupply: PlaceOfSupplyChoice;
  lines: LineDraft[];
  validDays: string;
  /** The advance asked by the UPI QR code, in % of the total (docs/spec.md §22.10); empty: the setting's. */
  advancePercent: string;
  terms: { payment: string; delivery: string; warranty: string; notes: string };
  /** A revision's note, printed under what changed. */
  revisionNote: string;
}

let lastKey = 0;
const nextKey = () => `line-${++lastKey}`;

const amountText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function freeLine(): LineDraft {
  return { key: nextKey(), productId: null, description: '', hsn: '', quantity: '1', unit: DEFAULT_UNIT, unitPrice: '', discountPercent: '0', gstRate: String(DEFAULT_GST_RATE), scope: '' };
}

/**
 * A line's description as typed: one line of text (the box wraps it to show it whole), and a usual
 * free line's description brings its service code and unit, unless others are typed already.
 */
export function describedLine(line: LineDraft, typed: string): Partial<LineDraft> {
  const description = typed.replace(/\s*[\r\n]+\s*/g, ' ');
  const suggestion = FREE_LINE_SUGGESTIONS.find((s) => s.description === description);
  return {
    description,
    ...(suggestion && !line.hsn.trim() && { hsn: suggestion.sac }),
    ...(suggestion && (line.unit.trim() === '' || line.unit === DEFAULT_UNIT) && { unit: suggestion.unit }),
  };
}

/** The rates a line's GST box offers on `day`: those in force, and the line's own when a revision brings one that is not. */
export function offeredRates(line: Pick<LineDraft, 'gstRate'>, day: string): { rate: number; inForce: boolean }[] {
  const rates = gstRatesOn(day).map((rate) => ({ rate, inForce: true }));
  const own = Number(line.gstRate);
  return isGstRateOn(own, day) || line.gstRate === '' ? rates : [...rates, { rate: own, inForce: false }].sort((a, b) => a.rate - b.rate);
}

/**
 * The lines of a revision whose rate is not in force on `day` (a quotation made under earlier
 * rates): said at their GST box as soon as the form opens, as the rules would say it on Save.
 */
export function rateProblems(draft: QuoteDraft, day: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const line of draft.lines) {
    if (!isGstRateOn(Number(line.gstRate), day)) problems[`items.${line.key}.gstRate`] = `GST rate ${gstRateRule(day)}`;
  }
  return problems;
}

/**
 * A GSTIN's problem while it is typed: none while it is empty or shorter than a GSTIN, unless the
 * field is left (`done`); then the shared rule's sentence.
 */
export function gstinTypingProblem(typed: string, done: boolean): string | null {
  const gstin = normaliseGstin(typed);
  if (!gstin || (!done && gstin.length < 15)) return null;
  return gstinProblem(gstin, 'GSTIN');
}

/** A machine's line: its selling price, else its price, and its own HSN code. */
export function machineLine(machine: QuotedMachine): LineDraft {
  return {
    ...freeLine(),
    productId: machine._id,
    description: machine.productName,
    hsn: machine.hsn || MACHINE_HSN,
    unitPrice: amountText(machine.sellingPrice ?? machine.price),
    scope: machine.scopeOfSupply ?? '',
  };
}

/** The state whose name the address mentions (the longest, so "Andhra Pradesh" is not any other). */
export function stateInAddress(address: string): string | null {
  const text = ` ${address.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const named = INDIAN_STATES.filter((state) => text.includes(` ${state.name.toLowerCase()} `));
  return named.sort((a, b) => b.name.length - a.name.length)[0]?.name ?? null;
}

/** The state a valid GSTIN is registered in; null while it is not (yet) a valid one. */
export function gstinState(typed: string): string | null {
  const gstin = normaliseGstin(typed);
  return gstin && gstinProblem(gstin) === null ? (stateByCode(gstinStateCode(gstin))?.name ?? null) : null;
}

/** A new quotation for a lead: the buyer as the enquiry has them, the enquired machine, the seller's terms. */
export function draftForLead(
  lead: Pick<AdminEnquiry, 'name' | 'address'> & { email?: string | null },
  settings: QuoteSettings,
  machine: QuotedMachine | null,
): QuoteDraft {
  return {
    buyer: { name: lead.name, address: lead.address, state: stateInAddress(lead.address) ?? settings.seller.state, gstin: '', email: lead.email ?? '' },
    shipTo: null,
    placeOfSupply: 'buyer',
    lines: [machine ? machineLine(machine) : freeLine()],
    validDays: String(settings.validDays),
    advancePercent: String(settings.advancePercent),
    terms: { ...settings.terms },
    revisionNote: '',
  };
}

/** A revision starts as the quotation it replaces. */
export function draftFromQuote(quote: Quote): QuoteDraft {
  const { buyer, shipTo } = quote;
  return {
    buyer: { name: buyer.name, address: buyer.address, state: buyer.state, gstin: buyer.gstin ?? '', email: buyer.email ?? '' },
    shipTo: shipTo && { name: shipTo.name, address: shipTo.address, state: shipTo.state, gstin: shipTo.gstin ?? '' },
    placeOfSupply: shipTo && quote.placeOfSupply !== buyer.state && quote.placeOfSupply === shipTo.state ? 'shipTo' : 'buyer',
    lines: quote.items.map((item) => ({
      key: nextKey(),
      productId: item.productId,
      description: item.description,
      hsn: item.hsn,
      quantity: String(item.quantity),
      unit: item.unit,
      unitPrice: String(item.unitPrice),
      discountPercent: String(item.discountPercent),
      gstRate: String(item.gstRate),
      scope: item.scope ?? '',
    })),
    validDays: String(quote.validDays),
    advancePercent: quote.advancePercent === null ? '' : String(quote.advancePercent),
    terms: { ...quote.terms },
    revisionNote: '',
  };
}

/** The state whose tax the draft charges: the Ship to's when chosen (and given), else the buyer's. */
export function placeOfSupplyOf(draft: Pick<QuoteDraft, 'buyer' | 'shipTo' | 'placeOfSupply'>): string {
  return draft.placeOfSupply === 'shipTo' && draft.shipTo ? draft.shipTo.state : draft.buyer.state;
}

/**
 * A typed number as the rules read it: rupees as people write them ("₹4,50,000") too. Empty is
 * NaN, for the rule to name, except where an empty field means nothing (no discount).
 */
function numberOf(typed: string, empty = Number.NaN): number {
  const digits = typed.replace(/[₹,\s]/g, '');
  return digits === '' ? empty : Number(digits);
}

function lineInput(line: LineDraft): QuoteLineInput {
  return {
    productId: line.productId,
    description: line.description.trim(),
    hsn: line.hsn.trim(),
    quantity: numberOf(line.quantity),
    unit: line.unit.trim() || DEFAULT_UNIT,
    unitPrice: numberOf(line.unitPrice),
    discountPercent: numberOf(line.discountPercent, 0),
    gstRate: Number(line.gstRate) as GstRate,
    scope: line.scope.trim() || null,
  };
}

/** What POST /api/quotes (or /revise, with quoteId) is sent, for the shared rules to check first. */
export function quoteInputOf(draft: QuoteDraft, enquiryId: string): QuoteInput {
  const { buyer, terms } = draft;
  const gstin = normaliseGstin(buyer.gstin);
  return {
    enquiryId,
    buyer: { name: buyer.name.trim(), address: buyer.address.trim(), state: buyer.state, gstin: gstin || null, email: buyer.email.trim() || null },
    shipTo: draft.shipTo && {
      name: draft.shipTo.name.trim(),
      address: draft.shipTo.address.trim(),
      state: draft.shipTo.state,
      gstin: normaliseGstin(draft.shipTo.gstin) || null,
    },
    placeOfSupply: placeOfSupplyOf(draft),
    items: draft.lines.map(lineInput),
    validDays: numberOf(draft.validDays),
    ...(draft.advancePercent.trim() && { advancePercent: numberOf(draft.advancePercent) }),
    terms: { payment: terms.payment.trim(), delivery: terms.delivery.trim(), warranty: terms.warranty.trim(), notes: terms.notes.trim() },
  };
}

/** The lines whose numbers can be counted yet: what the live totals add up while the form is filled in. */
export function countableLines(draft: QuoteDraft): { key: string; line: QuoteLineInput }[] {
  return draft.lines
    .map((line) => ({ key: line.key, line: lineInput(line) }))
    .filter(({ line }) => [line.quantity, line.unitPrice, line.discountPercent].every(Number.isFinite) && line.quantity > 0 && line.unitPrice >= 0);
}

/** The last business day a quotation made today holds when it is valid for `days`; null for a count the rules refuse. */
export function validUntilOf(days: string, zone: string, now = new Date()): string | null {
  const count = Number(days);
  if (!Number.isInteger(count) || count < 1 || count > 90) return null;
  return addDays(businessDate(now, zone), count);
}

/** "9 Dec 2026": a business day ('YYYY-MM-DD') for people. */
export const formatDay = (day: string, zone: string) => formatBusinessDate(businessDayStart(day, zone), zone);

/**
 * A field of the form by the rules' path: 'buyer.name', 'validDays', 'terms.notes', and a line's
 * field by the line's key ('items.line-3.quantity'), so a problem stays at its line when others go.
 * Null for a path that names no field the form has.
 */
export function fieldOfPath(path: readonly PropertyKey[], draft: QuoteDraft): string | null {
  const [first, second, third] = path;
  if (first === 'items' && typeof second === 'number') {
    const line = draft.lines[second];
    return line ? `items.${line.key}${typeof third === 'string' ? `.${third}` : ''}` : 'items';
  }
  if (first === 'items') return 'items';
  if ((first === 'buyer' || first === 'terms' || first === 'shipTo') && typeof second === 'string') return `${first}.${second}`;
  if (first === 'placeOfSupply' || first === 'revisionNote') return first;
  if (first === 'validDays' || first === 'advancePercent') return first;
  return null;
}

/** The path a message of the rules (or the server's 400) starts with: "items[1].quantity must …" → items, 1, quantity. */
export function pathOfMessage(message: string): PropertyKey[] {
  const named = /^([a-z][A-Za-z]*(?:\[\d+\])?(?:\.[A-Za-z]+)*)\s/.exec(message);
  if (!named) return [];
  return named[1].split(/[.[\]]+/).filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Each field's name as the form shows it, so a rule's message reads in the form's words. */
const LABELS: Record<string, string> = {
  'buyer.name': 'Buyer name',
  'buyer.address': 'Address',
  'buyer.state': 'State',
  'buyer.gstin': 'GSTIN',
  'buyer.email': 'Email',
  'shipTo.name': 'Ship to name',
  'shipTo.address': 'Ship to address',
  'shipTo.state': 'Ship to state',
  'shipTo.gstin': 'Ship to GSTIN',
  placeOfSupply: 'Place of supply',
  scope: 'Scope of supply',
  revisionNote: 'Note on the revision',
  items: 'Lines',
  description: 'Description',
  hsn: 'HSN/SAC',
  quantity: 'Quantity',
  unit: 'Unit',
  unitPrice: 'Unit price',
  discountPercent: 'Discount',
  gstRate: 'GST rate',
  validDays: 'Valid for',
  advancePercent: 'Advance',
  'terms.payment': 'Payment',
  'terms.delivery': 'Delivery period',
  'terms.warranty': 'Warranty',
  'terms.notes': 'Notes',
};

/** A rule's message with its leading path said as the field's label: "Quantity must be more than 0.". */
export function problemText(message: string, field: string): string {
  const label = LABELS[field] ?? LABELS[field.split('.').at(-1) ?? ''];
  return label ? message.replace(/^[A-Za-z]+(?:\[\d+\])?(?:\.[A-Za-z]+)*(?=\s)/, label) : message;
}

/** The rules' refusals by field (the first per field); what names no field is the form's own problem. */
export function problemsOf(issues: { path: readonly PropertyKey[]; message: string }[], draft: QuoteDraft) {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const field = fieldOfPath(issue.path, draft);
    if (field) fields[field] ??= problemText(issue.message, field);
    else form ??= issue.message;
  }
  return { fields, form };
}
