/**
 * The category page (SPEC §2): checkboxes over the seven categories and the machines of the
 * checked ones ("Search Results: N"). The address is the state: ?category=a&category=b, read on
 * arrival and on Back/Forward, rewritten in place (no reload, no history entry per click) when a
 * box changes. No category checked means every machine.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/browser/api';
import { CATEGORIES, categoryLabel, type CategoryValue } from '../lib/categories';
import { CATEGORY_PAGE, categoriesFromSearch, categoryPageHref } from '../lib/category-filter';
import type { Product, ProductCardData } from '../lib/types';
import { useProductList } from '../lib/browser/use-product-list';
import ProductResults from './ProductResults';

interface Props {
  companyName: string;
  /**
   * On a pre-rendered single-category page: that category and its newest machines (`total` in
   * all), drawn in the HTML and kept while the address asks for that category.
   */
  initial?: { category: CategoryValue; products: ProductCardData[]; total: number };
}

function headingFor(selected: CategoryValue[] | null): string {
  if (selected === null) return 'Our Products';
  if (selected.length === 0) return 'All Products';
  if (selected.length === 1) return categoryLabel(selected[0]);
  return `Machines in ${selected.length} Categories`;
}

export default function CategoryResults({ companyName, initial }: Props) {
  // Until hydrated, what the page was built for: the general page cannot know its query string (null).
  const [selected, setSelected] = useState<CategoryValue[] | null>(initial ? [initial.category] : null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const fromAddress = () => setSelected(categoriesFromSearch(window.location.search));
    // The pre-rendered page opened at its own path (not through the rewrite) is its category's page.
    if (!initial || window.location.search) fromAddress();
    setHydrated(true);
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  const heading = headingFor(selected);
  useEffect(() => {
    if (selected !== null) document.title = `${heading} | ${companyName}`;
  }, [heading, selected, companyName]);

  const { state, retry } = useProductList(
    selected && selected.join(','),
    (signal) => api<Product[]>('/api/filter-product', { json: { category: selected ?? [] }, signal }),
    initial && { key: initial.category, products: initial.products, total: initial.total },
  );

  const choose = (next: CategoryValue[]) => {
    setSelected(next);
    history.replaceState(history.state, '', categoryPageHref(next));
  };
  const toggle = (value: CategoryValue, checked: boolean) => {
    const current = selected ?? [];
    choose(CATEGORIES.map((c) => c.value).filter((v) => (v === value ? checked : current.includes(v))));
  };

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
                      checked={selected?.includes(category.value) ?? false}
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
        {/* Where "Clear all" comes once hydrated, so neither moves the machines below. */}
        {!hydrated && (
          <button
            type="submit"
            className="absolute right-2 top-1.5 min-h-9 rounded-md px-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700 sm:right-3 sm:top-2.5"
          >
            Apply
          </button>
        )}
        {hydrated && selected !== null && selected.length > 0 && (
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
