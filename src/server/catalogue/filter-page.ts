/**
 * A category's machines by their specifications without script (docs/spec.md §25.3): the page the
 * category page's filter form asks for, /product-category/<value>/filter?output=60-100&…, a
 * function's page (no script, public/filter-page.css). The form again with the ticks kept and
 * each option's count, "Search Results: N", the cards, pages of CATEGORY_PAGE_SIZE with Previous
 * and Next, "Clear filters". Not indexed; its canonical address is the category's page.
 */
import { categoryLabel, isCategoryValue, type CategoryValue } from '../../lib/categories';
import { CATEGORY_PAGE_SIZE, categoryPageCount, EAGER_CARDS, machinesRange } from '../../lib/category-filter';
import { escapeHtml } from '../../lib/html';
import {
  absoluteUrl,
  CATEGORY_PAGE,
  categoryFilterHref,
  categoryFilterPath,
  categoryListHref,
  categoryPageHref,
  HOME_PATH,
} from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { hasTicks, ticksFromParams, ticksParams, type FilterCounts, type FilterTicks, type SpecFilter } from '../../lib/spec-filters';
import type { Product } from '../../lib/types';
import { noticeHtml, pageHtml } from '../http/form-page';
import { productCardHtml } from './card-html';
import { categoryFilters, filteredPageAt } from './spec-filter';

const PAGE_PARAM = /^[1-9][0-9]{0,5}$/;

export const FILTER_PAGE_MESSAGES = {
  noCategory: 'There is no such category of machines.',
  badPage: 'page must be a whole number from 1.',
  pastEnd: 'This page is past the end of the list.',
  none: 'No machines match these filters.',
  noneHint: 'Untick a filter, or call or write to us: we may build one to order.',
};

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // The machines change with a save: asked for again each time.
  'cache-control': 'no-cache',
  'x-robots-tag': 'noindex',
};

const link = (href: string, text: string, attributes = '') => `<a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a>`;

function page(status: number, title: string, heading: string, main: string, category?: CategoryValue): Response {
  const { companyName, siteUrl } = siteConfig(process.env);
  const canonical = category ? `<link rel="canonical" href="${escapeHtml(absoluteUrl(siteUrl, categoryPageHref([category])))}">` : '';
  const html = pageHtml({
    title,
    stylesheet: '/filter-page.css',
    head: canonical,
    main: `<p class="site">${link(HOME_PATH, companyName)}</p>
<h1>${escapeHtml(heading)}</h1>
${main}`,
  });
  return new Response(html, { status, headers: HEADERS });
}

/** The filter panel: a GET form of a fieldset per filter, each option a box with its count. */
export function filterFormHtml(category: CategoryValue, filters: SpecFilter[], ticks: FilterTicks, counts: FilterCounts): string {
  const fieldsets = filters.map((filter) => {
    const boxes = filter.options.map((option) => {
      const id = `filter-${filter.key}-${option.value}`;
      const count = counts[filter.key]?.[option.value] ?? 0;
      const checked = ticks[filter.key]?.includes(option.value) ? ' checked' : '';
      return `<li><label for="${escapeHtml(id)}"${count === 0 ? ' class="none"' : ''}><input id="${escapeHtml(id)}" type="checkbox" name="${escapeHtml(filter.key)}" value="${escapeHtml(option.value)}"${checked}> <span>${escapeHtml(option.label)}</span> <span class="count">(${count})</span></label></li>`;
    });
    return `<fieldset><legend>${escapeHtml(filter.name)}</legend><ul>${boxes.join('')}</ul></fieldset>`;
  });
  return `<form class="filters" method="get" action="${escapeHtml(categoryFilterPath(category))}">
<details open><summary>Filters</summary>
${fieldsets.join('\n')}
<p class="actions"><button type="submit">Apply</button> ${link(categoryPageHref([category]), 'Clear filters')}</p>
</details>
</form>`;
}

function pagesHtml(category: CategoryValue, ticks: [string, string][], n: number, pages: number, shown: number, total: number): string {
  const prev = n > 1 ? link(categoryFilterHref(category, ticks, n - 1), '← Previous', ' rel="prev"') : '';
  const next = n < pages ? link(categoryFilterHref(category, ticks, n + 1), 'Next →', ' rel="next"') : '';
  return `<nav class="pages" aria-label="Pages"><span>${prev}</span><p>Page ${n} of ${pages}</p><span>${next}</span>
<p class="range">${escapeHtml(machinesRange((n - 1) * CATEGORY_PAGE_SIZE, shown, total))}</p></nav>`;
}

function resultsHtml(category: CategoryValue, products: Product[]): string {
  if (products.length === 0) {
    return `<div class="empty"><p><strong>${escapeHtml(FILTER_PAGE_MESSAGES.none)}</strong></p><p>${escapeHtml(FILTER_PAGE_MESSAGES.noneHint)}</p><p>${link(categoryPageHref([category]), 'Clear filters')}</p></div>`;
  }
  const cards = products.map((product, index) => `<li>${productCardHtml(product, index < EAGER_CARDS)}</li>`);
  return `<ul class="cards">${cards.join('')}</ul>`;
}

/**
 * The page a filter address asks for: 404 for a category that is none; 400 for a filter or option
 * the category does not have, or a page that is no number; no tick at all, 303 to the category's
 * own page (the same list, pre-rendered); a page past the list's end, 404.
 */
export async function filterPage(value: string, params: URLSearchParams): Promise<Response> {
  const allProducts = `<p class="links">${link(CATEGORY_PAGE, 'Browse all machines')}</p>`;
  if (!isCategoryValue(value)) return page(404, 'Machines', 'Machines', `${noticeHtml(FILTER_PAGE_MESSAGES.noCategory)}\n${allProducts}`);
  const category = value;
  const label = categoryLabel(category);
  const back = `<p class="links">${link(categoryPageHref([category]), `All ${label}`)}</p>`;
  const pageText = params.get('page');
  if (pageText !== null && !PAGE_PARAM.test(pageText)) return page(400, label, label, `${noticeHtml(FILTER_PAGE_MESSAGES.badPage)}\n${back}`, category);
  const n = pageText === null ? 1 : Number(pageText);
  const filters = await categoryFilters(category);
  const read = ticksFromParams(filters, params, label);
  if (!read.ok) return page(400, label, label, `${noticeHtml(read.message)}\n${back}`, category);
  const { ticks } = read;
  if (!hasTicks(ticks)) return new Response(null, { status: 303, headers: { ...HEADERS, location: categoryListHref(category, n) } });

  const found = await filteredPageAt({ category, filters, ticks }, n, CATEGORY_PAGE_SIZE);
  const pages = categoryPageCount(found.total);
  const tickList = ticksParams(filters, ticks);
  if (n > pages) {
    return page(404, label, label, `${noticeHtml(FILTER_PAGE_MESSAGES.pastEnd)}\n<p class="links">${link(categoryFilterHref(category, tickList), 'The first page')}</p>`, category);
  }
  const chosen = filters.flatMap((f) => f.options.filter((o) => ticks[f.key]?.includes(o.value)).map((o) => o.label));
  const title = `${label}: ${chosen.join(', ')}${n > 1 ? `, page ${n} of ${pages}` : ''}`;
  const main = `<p class="crumbs">${link(CATEGORY_PAGE, 'All Products')} › ${link(categoryPageHref([category]), label)}</p>
<div class="layout">
${filterFormHtml(category, filters, ticks, found.counts)}
<section class="results" aria-label="Machines">
<p role="status" class="total">Search Results: ${found.total}</p>
${resultsHtml(category, found.products)}
${found.total > 0 && pages > 1 ? pagesHtml(category, tickList, n, pages, found.products.length, found.total) : ''}
</section>
</div>`;
  return page(200, title, label, main, category);
}
