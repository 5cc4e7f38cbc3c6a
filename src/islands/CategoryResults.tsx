/**
 * The category page (SPEC §2): checkboxes over the seven categories and the machines of the
 * checked ones ("Search Results: N"). The address is the state: ?category=a&category=b, read on
 * arrival and on Back/Forward, rewritten in place (no reload, no history entry per click) when a
 * box changes. No category checked means every machine. The page comes with one pre-rendered
 * page of its list; "Show more" adds the next machines in place, and the pages' Previous/Next
 * links are the way on without script. A single category's page also has its filters (docs/spec.md
 * §25.3): their ticks join the address (/product-category/<value>?output=60-100), the list and the
 * counts then come from GET /api/filter-specs.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/browser/api';
import { CATEGORIES, categoryLabel, type CategoryValue } from '../lib/categories';
import { CATEGORY_PAGE_SIZE, categoriesFromSearch } from '../lib/category-filter';
import { CATEGORY_PAGE, CATEGORY_PARAM, categoryListHref, categoryPageHref, categoryTicksHref, FILTER_SPECS_CALL } from '../lib/public-address';
import type { CategoryListPage } from '../lib/category-pages';
import { hasTicks, ticksFromParams, ticksParams, type FilterCounts, type FilterPanel, type FilterTicks } from '../lib/spec-filters';
import type { Product } from '../lib/types';
import { useProductList, type NextRows } from './hooks/use-product-list';
import ProductResults from './ProductResults';
import ListPages from './parts/ListPages';
import SpecFilterPanel from './parts/SpecFilterPanel';

interface Props {
  companyName: string;
  /** The pre-rendered page: a category's machines, or all products', one page of them. */
  page: CategoryListPage;
  /** A single category's filters, with their counts as built. */
  filterPanel?: FilterPanel;
}

function headingFor(selected: CategoryValue[]): string {
  if (selected.length === 0) return 'All Products';
  if (selected.length === 1) return categoryLabel(selected[0]);
  return `Machines in ${selected.length} Categories`;
}

/** The paging part of a filter-product address: the first page, the page after a cursor, or a page's list asked for again from its start. */
function pageQuery(from?: NextRows): URLSearchParams {
  if (from && 'fromStart' in from) return new URLSearchParams({ limit: String(from.fromStart) });
  return new URLSearchParams({ limit: String(CATEGORY_PAGE_SIZE), ...(from && { cursor: from.cursor }) });
}

export default function CategoryResults({ companyName, page, filterPanel }: Props) {
  const own: CategoryValue[] = page.category ? [page.category] : [];
  // Until hydrated, what the page was built for.
  const [selected, setSelected] = useState<CategoryValue[]>(own);
  const [ticks, setTicks] = useState<FilterTicks>({});
  const [counts, setCounts] = useState<FilterCounts>(filterPanel?.counts ?? {});
  const [hydrated, setHydrated] = useState(false);
  // Once a box is changed, the list is the boxes' and no longer the page's (its title and page links).
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    const fromAddress = () => {
      const search = window.location.search;
      // The category page's own path (/product-category/<value>?output=…) names no category: its own.
      setSelected(new URLSearchParams(search).has(CATEGORY_PARAM) ? categoriesFromSearch(search) : own);
      const read = filterPanel && page.category ? ticksFromParams(filterPanel.filters, new URLSearchParams(search), page.category) : null;
      setTicks(read?.ok ? read.ticks : {});
    };
    // A page opened at its own path (/product-category/<value>, .../page/<n>) is its list's page;
    // a query (the rewrite, or one no rewrite takes) names the categories.
    if (window.location.search) fromAddress();
    setHydrated(true);
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  // The filters are a single category's: shown while its box alone is ticked.
  const filtering = filterPanel && page.category && selected.length === 1 && selected[0] === page.category ? filterPanel : null;
  const tickList = filtering ? ticksParams(filtering.filters, ticks) : [];
  const key = selected.join(',') + (tickList.length ? `?${new URLSearchParams(tickList)}` : '');
  const ownList = !chosen && key === own.join(',');
  const heading = headingFor(selected);
  useEffect(() => {
    // The page's own title says which page it is.
    if (hydrated && !ownList) document.title = `${heading} | ${companyName}`;
  }, [heading, hydrated, ownList, companyName]);

  const { state, retry, showMore } = useProductList(
    // Asked for once the address is read, so a list kept for it is found (kept-list.ts).
    hydrated ? key : null,
    (signal, from) => {
      if (!tickList.length) {
        if (!from && filterPanel) setCounts(filterPanel.counts);
        return api<Product[]>(`/api/filter-product?${pageQuery(from)}`, { json: { category: selected }, signal });
      }
      const params = new URLSearchParams([[CATEGORY_PARAM, page.category!], ...tickList, ...pageQuery(from)]);
      return api<Product[]>(`${FILTER_SPECS_CALL}?${params}`, { signal }).then((result) => {
        const answered = result.answer?.counts as FilterCounts | undefined;
        if (!from && result.success && answered) setCounts(answered);
        return result;
      });
    },
    {
      initial: {
        key: own.join(','),
        products: page.products,
        total: page.total,
        // The build cannot sign a cursor: page 1's next rows are asked for from the start.
        next: page.page === 1 && page.pages > 1 ? { fromStart: page.products.length + CATEGORY_PAGE_SIZE } : null,
      },
      keepAs: 'categoryList',
    },
  );

  const choose = (next: CategoryValue[]) => {
    setSelected(next);
    setChosen(true);
    history.replaceState(history.state, '', categoryPageHref(next));
  };
  const toggle = (value: CategoryValue, checked: boolean) => {
    choose(CATEGORIES.map((c) => c.value).filter((v) => (v === value ? checked : selected.includes(v))));
  };
  /** A filter's box ticked or unticked (key null: every box unticked): applied in place, the address following. */
  const tick = (filterKey: string | null, value?: string, checked?: boolean) => {
    if (!filtering || !page.category) return;
    const kept = filterKey === null ? [] : (ticks[filterKey] ?? []).filter((v) => v !== value);
    const next: FilterTicks = filterKey === null ? {} : { ...ticks, [filterKey]: checked && value ? [...kept, value] : kept };
    setTicks(next);
    setChosen(true);
    const list = ticksParams(filtering.filters, next);
    history.replaceState(history.state, '', hasTicks(next) ? categoryTicksHref(page.category, list) : categoryPageHref([page.category]));
  };

  // With script, page 1 grows by "Show more"; its Next link is the way on until then, and without script.
  const pageLinks = ownList && page.pages > 1 && (page.page > 1 || !hydrated) && (
    <ListPages
      page={page.page}
      pages={page.pages}
      from={(page.page - 1) * CATEGORY_PAGE_SIZE}
      shown={page.products.length}
      total={page.total}
      href={(n) => categoryListHref(page.category, n)}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl lg:col-span-2">{heading}</h1>

      <div className="flex flex-col gap-3 self-start">
        {/* Without JavaScript the boxes are a plain form: "Apply" loads the address they make. */}
        <form
          action={CATEGORY_PAGE}
          method="get"
          className={`relative rounded-lg border border-zinc-200 bg-white p-3 sm:p-4 ${filterPanel ? '' : 'lg:sticky lg:top-4'}`}
          onSubmit={(event) => event.preventDefault()}
        >
          <fieldset>
            <legend className="px-1 text-sm font-bold uppercase tracking-wider text-zinc-600">Category</legend>
            {/* Two columns on a phone, so the machines start within the first screen. */}
            <ul className="mt-2 grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:grid-cols-1">
              {CATEGORIES.map((category) => {
                const id = `category-${category.value}`;
                return (
                  <li key={category.value}>
                    <label
                      htmlFor={id}
                      className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-1 text-[0.8125rem] leading-tight text-zinc-800 hover:bg-brand-50 sm:px-2 sm:text-sm"
                    >
                      <input
                        id={id}
                        type="checkbox"
                        name="category"
                        value={category.value}
                        checked={selected.includes(category.value)}
                        onChange={(event) => toggle(category.value, event.currentTarget.checked)}
                        className="size-4.5 shrink-0 accent-brand-600"
                      />
                      <span className="min-w-0">{category.label}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {/* Several categories' address is served the page of the last one (netlify.toml). */}
          <noscript>
            <p className="mt-2 px-1 text-xs text-zinc-600">Without JavaScript one category is listed at a time: the last one ticked.</p>
          </noscript>
          {/* Where "Clear all" comes once hydrated, so neither moves the machines below. */}
          {!hydrated && (
            <button
              type="submit"
              className="absolute right-2 top-1.5 min-h-9 rounded-md px-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700 sm:right-3 sm:top-2.5"
            >
              Apply
            </button>
          )}
          {hydrated && selected.length > 0 && (
            <button
              type="button"
              onClick={() => choose([])}
              className="absolute right-2 top-1.5 min-h-9 rounded-md px-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700 sm:right-3 sm:top-2.5"
            >
              Clear all
            </button>
          )}
        </form>
        {filtering && page.category && (
          <SpecFilterPanel category={page.category} filters={filtering.filters} ticks={ticks} counts={counts} hydrated={hydrated} onChange={tick} />
        )}
      </div>

      <ProductResults
        state={state}
        onRetry={retry}
        pageLinks={pageLinks || undefined}
        onMore={showMore}
        empty={
          tickList.length ? (
            <>
              <p className="text-lg font-semibold text-zinc-800">No machines match these filters.</p>
              <p className="mt-1 text-sm text-zinc-600">Untick a filter, or call or write to us: we may build one to order.</p>
            </>
          ) : (
            <>
              <p className="text-lg font-semibold text-zinc-800">No machines in the chosen categories yet.</p>
              <p className="mt-1 text-sm text-zinc-600">Call or write to us: we may build one to order.</p>
            </>
          )
        }
      />
    </div>
  );
}
