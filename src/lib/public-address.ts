/**
 * Every public address of the site (SPEC §2), built in one place: the paths pages and islands link
 * to, and, with SITE_URL, the absolute links that mails, chats, the sitemap and shared links carry.
 * A page's route is its file under src/pages (a function's, its config.path); besides those, no
 * other module spells an address (tests/unit/public-address.test.ts checks src/ and netlify/ for
 * it). The sitemap's own files are named by ./sitemap.ts, which writes them.
 * Shared by browser, server and build: it imports neither.
 */
import type { CategoryValue } from './categories';

/** A site-relative address (a page, a picture) made absolute with the site's address (SITE_URL). */
export function absoluteUrl(siteUrl: string, address: string): string {
  return new URL(address, `${siteUrl}/`).toString();
}

export const HOME_PATH = '/';

// ---- A product's page (SPEC §2.7): one pre-rendered page per product.

export const productPath = (productId: string) => `/product/${encodeURIComponent(productId)}`;

export const productUrl = (siteUrl: string, productId: string) => absoluteUrl(siteUrl, productPath(productId));

/** Whether a path is a product page's (a form's Referer, say). */
export const isProductPath = (pathname: string) => /^\/product\/[^/]+$/.test(pathname);

/** Where a product's link preview is served: /preview/<productId>/<version>.jpg (the version: src/lib/social-preview.ts). */
export const productPreviewPath = (productId: string, version: string) =>
  `/preview/${encodeURIComponent(productId)}/${encodeURIComponent(version)}.jpg`;

/**
 * Links that count a click, then send the visitor on (functions, so robots.txt keeps crawlers out).
 * A product page's chat button goes through chatClickPath (netlify/functions/go-chat.mts).
 */
/** A machine's brochure, /brochure/<productId>/<version>.pdf (the version: src/lib/brochure.ts). */
export const brochurePath = (productId: string, version: string) =>
  `/brochure/${encodeURIComponent(productId)}/${encodeURIComponent(version)}.pdf`;

/** A category's catalogue, /catalogue/<category>/<version>.pdf (the version: src/lib/brochure.ts). */
export const categoryCataloguePath = (category: CategoryValue, version: string) =>
  `/catalogue/${category}/${encodeURIComponent(version)}.pdf`;

/**
 * Machines side by side (docs/spec.md §25.5): /compare?ids=<id>,<id>,… (two to four), with
 * `&only=differences` for the rows that differ only. The page's "Add a machine" form sends `add`.
 */
export const COMPARE_PAGE = '/compare';
export const COMPARE_PARAMS = { ids: 'ids', add: 'add', only: 'only' } as const;
export const ONLY_DIFFERENCES = 'differences';
export const compareHref = (productIds: readonly string[], { onlyDifferences = false } = {}) =>
  productIds.length
    ? `${COMPARE_PAGE}?ids=${productIds.map(encodeURIComponent).join(',')}${onlyDifferences ? `&only=${ONLY_DIFFERENCES}` : ''}`
    : COMPARE_PAGE;

/**
 * A machine's enquiry form as a page of its own (docs/spec.md §15), /enquiry?productId=<id>: where
 * a page without the product page's dialog (the compare page) sends its "Send Enquiry".
 */
export const ENQUIRY_PAGE = '/enquiry';
export const enquiryPageHref = (productId: string) => `${ENQUIRY_PAGE}?productId=${encodeURIComponent(productId)}`;

export const CLICK_THROUGH = '/go/';
export const chatClickPath = (productId: string) => `${CLICK_THROUGH}chat/${encodeURIComponent(productId)}`;

// ---- The category page (SPEC §2.4): /product-category?category=a&category=b, the parameter
// repeatable; no category means all products.

export const CATEGORY_PAGE = '/product-category';
export const CATEGORY_PARAM = 'category';

/** The category page showing these categories (none: all products). */
export function categoryPageHref(categories: readonly string[]): string {
  const query = new URLSearchParams(categories.map((value) => [CATEGORY_PARAM, value])).toString();
  return query ? `${CATEGORY_PAGE}?${query}` : CATEGORY_PAGE;
}

/**
 * Page 1 of a single category is built at /product-category/<value> and served for
 * /product-category?category=<value> by a rewrite (netlify.toml); page 1 of all products is
 * /product-category itself.
 */
export const prerenderedCategoryPath = (value: CategoryValue) => `${CATEGORY_PAGE}/${value}`;

/**
 * The public address of page `n` of a category's machines, or of all products (null): page 1 is
 * the category page's own address; the next ones follow the shop's /page/<n> convention,
 * /product-category/<value>/page/<n> and /product-category/page/<n>.
 */
export function categoryListHref(category: CategoryValue | null, n: number): string {
  if (n <= 1) return categoryPageHref(category ? [category] : []);
  return `${category ? prerenderedCategoryPath(category) : CATEGORY_PAGE}/page/${n}`;
}

/**
 * A single category's machines by their specifications (docs/spec.md §25.3), the page its filter
 * form asks for without script: /product-category/<value>/filter?output=60-100&phase=three-phase,
 * each ticked option a parameter of its filter's key (repeated for several), `page` from 2 on.
 * `ticks` are [key, option] pairs in the filters' order (src/lib/spec-filters.ts, ticksParams).
 */
export const categoryFilterPath = (value: CategoryValue) => `${prerenderedCategoryPath(value)}/filter`;

export function categoryFilterHref(value: CategoryValue, ticks: readonly [string, string][], page = 1): string {
  const query = new URLSearchParams([...ticks, ...(page > 1 ? [['page', String(page)]] : [])]).toString();
  return query ? `${categoryFilterPath(value)}?${query}` : categoryFilterPath(value);
}

/** The category's own page with ticks, as its script keeps them in the address: /product-category/<value>?output=60-100. */
export function categoryTicksHref(value: CategoryValue, ticks: readonly [string, string][]): string {
  const query = new URLSearchParams([...ticks]).toString();
  return query ? `${prerenderedCategoryPath(value)}?${query}` : prerenderedCategoryPath(value);
}

/** The JSON call behind the category page's filters with script (docs/spec.md §25.3). */
export const FILTER_SPECS_CALL = '/api/filter-specs';

// ---- Search (SPEC §2.5): /search?q={text}, or /search when there is no text.

export const SEARCH_PAGE = '/search';

export function searchHref(text: string): string {
  const q = text.trim();
  return q ? `${SEARCH_PAGE}?${new URLSearchParams({ q })}` : SEARCH_PAGE;
}

// ---- Accounts.

export const LOGIN_PAGE = '/login';
export const SIGN_UP_PAGE = '/sign-up';
export const FORGOT_PASSWORD_PAGE = '/forgot-password';
/** The login page's anchor that shows the sign-up confirmation: a sign-up without script ends at LOGIN_PAGE#SIGNED_UP_ANCHOR. */
export const SIGNED_UP_ANCHOR = 'account-created';

// ---- The privacy notice in full (docs/spec.md §26.1), which every short notice links to.

export const PRIVACY_PAGE = '/privacy';

// ---- A quotation's page for its buyer (docs/spec.md §22), open to whoever has its token.

export const quotePath = (token: string) => `/quote/${encodeURIComponent(token)}`;
export const quotePdfPath = (token: string) => `${quotePath(token)}/pdf`;
export const quoteUrl = (siteUrl: string, token: string) => absoluteUrl(siteUrl, quotePath(token));

/** The buyer's page of an order (docs/spec.md §24.5): its status, what is paid and due, its documents. */
export const orderPath = (token: string) => `/order/${encodeURIComponent(token)}`;
/** A proforma invoice's page for the buyer and its PDF (docs/spec.md §24.2). */
export const proformaPath = (token: string) => `/proforma/${encodeURIComponent(token)}`;
export const proformaPdfPath = (token: string) => `${proformaPath(token)}/pdf`;
/** A payment's receipt, a PDF (docs/spec.md §24.3). */
export const receiptPdfPath = (token: string) => `/receipt/${encodeURIComponent(token)}/pdf`;

/** The buyer's page of their own data (docs/spec.md §26.3): withdraw consent, ask for erasure; linked from the acknowledgement. */
export const yourDataPath = (token: string) => `/your-data/${encodeURIComponent(token)}`;
export const yourDataUrl = (siteUrl: string, token: string) => absoluteUrl(siteUrl, yourDataPath(token));

// ---- The admin panel (SPEC §2.8): its lists (the desk's orders, docs/spec.md §24.6, among them),
// and a lead opened on its own (SPEC §21.8).

export const ADMIN_PANEL = '/admin-panel';
export type AdminList = 'all-users' | 'all-products' | 'all-enquiries' | 'orders' | 'personal-data';

export const adminListPath = (list: AdminList) => `${ADMIN_PANEL}/${list}`;

/**
 * One lead opened on its own in the lead desk, as mails, the digest and the webhook link to it;
 * with `quote`, its quotation form open too ('new', or the quotation being revised).
 */
export function leadPath(enquiryId: string, quote?: string): string {
  const params = new URLSearchParams({ lead: enquiryId, ...(quote && { quote }) });
  return `${adminListPath('all-enquiries')}?${params}`;
}

/** A lead's address in full, as mails, the digest and webhooks carry it. */
export const leadUrl = (siteUrl: string, enquiryId: string) => absoluteUrl(siteUrl, leadPath(enquiryId));
