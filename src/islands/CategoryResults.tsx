/**
 * The category page (SPEC §2): checkboxes over the seven categories and the machines of the
 * checked ones ("Search Results: N"). The address is the state: ?category=a&category=b, read on
 * arrival and on Back/Forward, rewritten in place (no reload, no history entry per click) when a
 * box changes. No category checked means every machine. The page comes with one pre-rendered
 * page of its list; "Show more" adds the next machines in place, and the pages' Previous/Next
 * links are the way on without script.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/browser/api';
import { CATEGORIES, categoryLabel, type CategoryValue } from '../lib/categories';
import { CATEGORY_PAGE_SIZE, categoriesFromSearch } from '../lib/category-filter';
import { CATEGORY_PAGE, categoryListHref, categoryPageHref } from '../lib/public-address';
import type { CategoryListPage } from '../lib/category-pages';
import type { Product } from '../lib/types';
import { useProductList, type NextRows } from './hooks/use-product-list';
import ProductResults from './ProductResults';
import ListPages from './parts/ListPages';

interface Props {
  companyName: string;
  /** The pre-rendered page: a category's machines, or all products', one page of them. */
  page: CategoryListPage;
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

export default function CategoryResults({ companyName, page }: Props) {
  const own: CategoryValue[] = page.category ? [page.category] : [];
  // Until hydrated, what the page was built for.
  const [selected, setSelected] = useState<CategoryValue[]>(own);
  const [hydrated, setHydrated] = useState(false);
  // Once a box is changed, the list is the boxes' and no longer the page's (its title and page links).
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    const fromAddress = () => setSelected(categoriesFromSearch(window.location.search));
    // A page opened at its own path (/product-category/<value>, .../page/<n>) is its list's page;
    // a query (the rewrite, or one no rewrite takes) names the categories.
    if (window.location.search) fromAddress();
    setHydrated(true);
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  const key = selected.join(',');
  const ownList = !chosen && key === own.join(',');
  const heading = headingFor(selected);
  useEffect(() => {
    // The page's own title says which page it is.
    if (hydrated && !ownList) document.title = `${heading} | ${companyName}`;
  }, [heading, hydrated, ownList, companyName]);

  const { state, retry, showMore } = useProductList(
    // Asked for once the address is read, so a list kept for it is found (kept-list.ts).
    hydrated ? key : null,
    (signal, from) => api<Product[]>(`/api/filter-product?${pageQuery(from)}`, { json: { category: selected }, signal }),
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

      {/* Without JavaScript the boxes are a plain form: "Apply" loads the address they make. */}
      <form
        action={CATEGORY_PAGE}
        method="get"
        className="relative self-start rounded-lg border border-zinc-200 bg-white p-3 sm:p-4 lg:sticky lg:top-4"
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

      <ProductResults
        state={state}
        onRetry={retry}
        pageLinks={pageLinks || undefined}
        onMore={showMore}
        empty={
          <>
            <p className="text-lg font-semibold text-zinc-800">No machines in the chosen categories yet.</p>
            <p className="mt-1 text-sm text-zinc-600">Call or write to us: we may build one to order.</p>
          </>
        }
      />
    </div>
  );
}
