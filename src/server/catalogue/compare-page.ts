/**
 * The compare page, /compare?ids=<id>,<id>,… (docs/spec.md §25.5): two to four machines side by
 * side, a function's page so it works without script. A column per machine (picture, name linking
 * to its page, "Remove"), rows for brand and category, a row per specification any of them has
 * (src/lib/compare-rows.ts), rows that differ marked in words, the price where the product page shows
 * one (§16), and "Send Enquiry" to each machine's enquiry page. "Only differences" and "Add a
 * machine" are a link and a GET form. On a phone the table scrolls sideways inside its frame,
 * the labels' column staying put (public/compare-page.css). Not indexed, no canonical address.
 */
import { categoryLabel, type CategoryValue } from '../../lib/categories';
import { COMPARE_MAX, COMPARE_MESSAGES, COMPARE_MIN, readCompareIds } from '../../lib/compare';
import { compareRows, type CompareRow } from '../../lib/compare-rows';
import { escapeHtml } from '../../lib/html';
import { formatRupees, shownPrice } from '../../lib/price';
import {
  CATEGORY_PAGE,
  categoryPageHref,
  COMPARE_PAGE,
  COMPARE_PARAMS,
  compareHref,
  enquiryPageHref,
  HOME_PATH,
  ONLY_DIFFERENCES,
  productPath,
} from '../../lib/public-address';
import { cdnMayFetch, imageCdnUrl } from '../../lib/responsive-image';
import { siteConfig } from '../../lib/site';
import type { Product } from '../../lib/types';
import { query } from '../db/db';
import { orderBySql } from '../db/paging';
import { noticeHtml, pageHtml } from '../http/form-page';
import { NEWEST_FIRST, PRODUCT_COLUMNS, type ProductRow, toProduct } from './products';
import { specFields } from './specifications';

/** The most machines "Add a machine" offers: its categories' newest. */
export const ADD_CHOICES_MAX = 200;

/** What a compare address asks for, read. */
export interface CompareRequest {
  ids: string[];
  /** Texts of `ids` that cannot name a machine. */
  malformed: string[];
  onlyDifferences: boolean;
}

export function readCompareRequest(params: URLSearchParams): CompareRequest {
  const { ids, malformed } = readCompareIds(params.getAll(COMPARE_PARAMS.ids));
  return { ids, malformed, onlyDifferences: params.get(COMPARE_PARAMS.only) === ONLY_DIFFERENCES };
}

/**
 * Where "Add a machine" goes: the same comparison with the chosen machine last, or null when the
 * address adds none (or one that is no machine's id, or one already there).
 */
export function addedMachineHref(params: URLSearchParams): string | null {
  const added = readCompareIds(params.getAll(COMPARE_PARAMS.add)).ids;
  if (added.length === 0) return null;
  const { ids, onlyDifferences } = readCompareRequest(params);
  return compareHref([...new Set([...ids, ...added])], { onlyDifferences });
}

interface AddChoice {
  id: string;
  name: string;
  category: CategoryValue;
}

interface ComparePageData {
  request: CompareRequest;
  /** The machines found, in the address's order. */
  machines: Product[];
  /** How many of the address's ids name no machine (malformed ones included). */
  missing: number;
  rows: CompareRow[];
  choices: AddChoice[];
}

async function comparePageData(request: CompareRequest): Promise<ComparePageData> {
  const found = request.ids.length
    ? (await query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where id = any($1::uuid[])`, [request.ids])).map(toProduct)
    : [];
  const machines = request.ids.flatMap((id) => found.find((p) => p._id === id) ?? []);
  const categories = [...new Set(machines.map((m) => m.category))];
  const [fields, choices] = await Promise.all([
    machines.length ? specFields() : Promise.resolve([]),
    machines.length && machines.length < COMPARE_MAX
      ? query<AddChoice>(
          `select id, product_name as name, category from products
            where category = any($1::text[]) and id <> all($2::uuid[])
            order by ${orderBySql(NEWEST_FIRST)} limit $3`,
          [categories, machines.map((m) => m._id), ADD_CHOICES_MAX],
        )
      : Promise.resolve([]),
  ]);
  return {
    request,
    machines,
    missing: request.ids.length - machines.length + request.malformed.length,
    rows: compareRows(machines, fields),
    choices,
  };
}

const link = (href: string, text: string, attributes = '') => `<a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a>`;

/** A machine's column head: its picture and name, linking to its page, and "Remove". */
function machineHead(machine: Product, others: string[], onlyDifferences: boolean): string {
  const picture = machine.productImage[0];
  // The page's policy takes pictures from the site only: the image CDN's cut of those it may fetch.
  const image =
    picture && cdnMayFetch(picture)
      ? `<img src="${escapeHtml(imageCdnUrl(picture, 320))}" alt="" width="160" height="160">`
      : '<img src="/logo.svg" alt="" width="160" height="160" class="placeholder">';
  return `<th scope="col" class="machine">
<a class="machine-link" href="${escapeHtml(productPath(machine._id))}">${image}<span class="name">${escapeHtml(machine.productName)}</span></a>
${link(compareHref(others, { onlyDifferences }), 'Remove', ` class="remove" aria-label="Remove ${escapeHtml(machine.productName)} from the comparison"`)}
</th>`;
}

function priceCell(machine: Product): string {
  const price = shownPrice(machine);
  if (!price) return '<td class="on-request">Price on request</td>';
  const list = price.listPaise !== null ? `<s><span class="visually-hidden">List price </span>${escapeHtml(formatRupees(price.listPaise))}</s> ` : '';
  return `<td class="price">${list}<span class="amount">${escapeHtml(formatRupees(price.paise))}</span> + GST</td>`;
}

function rowHtml(label: string, cells: string[], differs = false): string {
  const mark = differs ? ' <span class="differs-mark">Differs</span>' : '';
  // A unit's "/" may end a line: "Output (plates/min)" fits the labels' narrow column.
  return `<tr${differs ? ' class="differs"' : ''}><th scope="row">${escapeHtml(label).replaceAll('/', '/<wbr>')}${mark}</th>${cells.join('')}</tr>`;
}

function tableHtml({ machines, rows, request }: ComparePageData): string {
  const ids = machines.map((m) => m._id);
  const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;
  const shown = request.onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const specRows = shown.map((row) => rowHtml(row.label, row.cells.map(cell), row.differs));
  return `<section class="frame" aria-labelledby="compare-caption" tabindex="0">
<table class="compare">
<caption id="compare-caption">${escapeHtml(machines.map((m) => m.productName).join(' compared with '))}</caption>
<thead><tr><td class="corner"></td>${machines.map((m) => machineHead(m, ids.filter((id) => id !== m._id), request.onlyDifferences)).join('')}</tr></thead>
<tbody>
${[
  rowHtml('Brand', machines.map((m) => cell(m.brandName))),
  rowHtml('Category', machines.map((m) => `<td>${link(categoryPageHref([m.category]), categoryLabel(m.category))}</td>`)),
  ...specRows,
  ...(request.onlyDifferences && specRows.length === 0 ? [`<tr><th scope="row">Specifications</th><td colspan="${machines.length}">No differences.</td></tr>`] : []),
  rowHtml('Price', machines.map(priceCell)),
  rowHtml(
    'Enquiry',
    machines.map(
      (m) =>
        `<td>${link(enquiryPageHref(m._id), 'Send Enquiry', ` class="button" aria-label="Send Enquiry about ${escapeHtml(m.productName)}"`)}</td>`,
    ),
  ),
].join('\n')}
</tbody>
</table>
</section>`;
}

/** "Only differences" or "All specifications": the same comparison, its rows filtered or not. */
function viewHtml({ machines, rows, request }: ComparePageData): string {
  if (machines.length < COMPARE_MIN) return '';
  const ids = machines.map((m) => m._id);
  const differing = rows.filter((row) => row.differs).length;
  const count = `${differing} of ${rows.length} specification${rows.length === 1 ? '' : 's'} differ${differing === 1 ? 's' : ''}.`;
  const other = request.onlyDifferences
    ? link(compareHref(ids), 'Show all specifications')
    : link(compareHref(ids, { onlyDifferences: true }), 'Show only differences');
  return `<p class="view">${escapeHtml(count)} ${other}</p>`;
}

/** "Add a machine": a GET form choosing among the machines' categories' newest, grouped by category. */
function addFormHtml({ machines, choices, request }: ComparePageData): string {
  if (machines.length === 0 || machines.length >= COMPARE_MAX || choices.length === 0) return '';
  const categories = [...new Set(machines.map((m) => m.category))];
  const options = (category: CategoryValue) =>
    choices
      .filter((c) => c.category === category)
      .map((c) => `<option value="${escapeHtml(c.id)}">${escapeHtml(c.name)}</option>`)
      .join('');
  const groups = categories
    .filter((category) => choices.some((c) => c.category === category))
    .map((category) => (categories.length > 1 ? `<optgroup label="${escapeHtml(categoryLabel(category))}">${options(category)}</optgroup>` : options(category)))
    .join('');
  return `<form class="add" method="get" action="${COMPARE_PAGE}">
<input type="hidden" name="${COMPARE_PARAMS.ids}" value="${escapeHtml(machines.map((m) => m._id).join(','))}">
${request.onlyDifferences ? `<input type="hidden" name="${COMPARE_PARAMS.only}" value="${ONLY_DIFFERENCES}">` : ''}
<label for="compare-add">Add a machine</label>
<div class="add-row"><select id="compare-add" name="${COMPARE_PARAMS.add}" required><option value="">Choose a machine…</option>${groups}</select>
<button type="submit">Add</button></div>
</form>`;
}

const COMPARE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Prices and specifications change with a save: asked for again each time, kept for Back.
  'cache-control': 'no-cache',
  'x-robots-tag': 'noindex',
};

function page(status: number, heading: string, main: string): Response {
  const { companyName } = siteConfig(process.env);
  const html = pageHtml({
    title: heading,
    stylesheet: '/compare-page.css',
    main: `<p class="site"><a href="${HOME_PATH}">${escapeHtml(companyName)}</a></p>
<h1>${escapeHtml(heading)}</h1>
${main}`,
  });
  return new Response(html, { status, headers: COMPARE_HEADERS });
}

const browseHtml = `<p class="links">${link(CATEGORY_PAGE, 'Browse all machines')}</p>`;

/**
 * The page a compare address asks for. More than four machines: 400, with a link comparing the
 * first four. None named: how to pick them. None found: 404. One found: it, with "Add a machine".
 */
export async function comparePage(params: URLSearchParams): Promise<Response> {
  const request = readCompareRequest(params);
  const named = request.ids.length + request.malformed.length;
  if (named > COMPARE_MAX) {
    const first = request.ids.slice(0, COMPARE_MAX);
    const again = first.length >= COMPARE_MIN ? `<p class="links">${link(compareHref(first), `Compare the first ${first.length}`)}</p>` : browseHtml;
    return page(400, 'Compare machines', `${noticeHtml(COMPARE_MESSAGES.tooMany)}\n${again}`);
  }
  if (named === 0) return page(200, 'Compare machines', `<p class="intro">${escapeHtml(COMPARE_MESSAGES.none)}</p>\n${browseHtml}`);
  const data = await comparePageData(request);
  if (data.machines.length === 0) return page(404, 'Compare machines', `${noticeHtml(COMPARE_MESSAGES.noneFound)}\n${browseHtml}`);
  const notices = [
    data.missing > 0 ? noticeHtml(COMPARE_MESSAGES.notFound(data.missing)) : '',
    data.machines.length < COMPARE_MIN ? `<p class="prompt">${escapeHtml(COMPARE_MESSAGES.addAnother)}</p>` : '',
  ].join('');
  return page(200, 'Compare machines', `${notices}\n${viewHtml(data)}\n${tableHtml(data)}\n${addFormHtml(data)}\n${browseHtml}`);
}
