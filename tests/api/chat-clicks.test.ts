/**
 * Chat clicks and lead sources (SPEC §21.7): GET /go/chat/<productId> sends the visitor on to the
 * WhatsApp chat and counts the click (rate-limited per client address), the product page's chat
 * button goes through it, and GET /api/lead-stats (admin) adds the clicks and enquiries up.
 */
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { chatLink } from '../../src/lib/chat-link';
import { siteConfig } from '../../src/lib/site';
import type { Product } from '../../src/lib/types';
import type { LeadStats } from '../../src/server/enquiries/lead-stats';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, fetchAs, freshAddress, withDatabase } from '../support/http';

const site = inject('site');
// Dozens of calls past the rate limit; on a busy machine each can take a while.
vi.setConfig({ testTimeout: 180_000 });

// The local site's CHAT_NUMBER is the default, and its SITE_URL is where it listens.
const CHAT_NUMBER = siteConfig({}).chatNumber;
const origin = new URL(site.url).origin;
// Chat clicks counted per client address and hour (SPEC §21.7).
const CLICKS_PER_HOUR = 30;

let products: Product[];
let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

const clicksOf = async (productId: string) => (await sql<{ n: number }>('select count(*)::int as n from chat_clicks where product_id = $1', [productId]))[0].n;

/** A click on the chat link, from a client address, not following the redirect. */
const click = (path: string, from: string) => fetchAs(new URL(path, site.url), { redirect: 'manual' }, from);

const productChat = (product: Product) => chatLink(CHAT_NUMBER, { name: product.productName, url: `${origin}/product/${product._id}` });

describe('GET /go/chat/<productId>', () => {
  it('answers 302 to the WhatsApp chat naming the machine and its page, and records the click with no personal data', async () => {
    const product = products[1];
    const before = await clicksOf(product._id);
    const started = Date.now();
    const answer = await click(`/go/chat/${product._id}`, freshAddress());
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(productChat(product));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    expect(await clicksOf(product._id)).toBe(before + 1);
    const [latest] = await sql<{ at: Date }>('select at from chat_clicks where product_id = $1 order by id desc limit 1', [product._id]);
    expect(Math.abs(latest.at.getTime() - started)).toBeLessThan(60_000);
    // The product and the time, nothing about who clicked.
    const columns = await sql<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'chat_clicks' order by ordinal_position`);
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'product_id', 'at']);
  });

  it('still redirects past 30 clicks an hour from one address, but records no more of them', async () => {
    const product = products[2];
    const address = freshAddress();
    const before = await clicksOf(product._id);
    for (let n = 0; n < CLICKS_PER_HOUR; n++) expect((await click(`/go/chat/${product._id}`, address)).status).toBe(302);
    expect(await clicksOf(product._id)).toBe(before + CLICKS_PER_HOUR);

    for (let n = 0; n < 2; n++) {
      const past = await click(`/go/chat/${product._id}`, address);
      expect(past.status).toBe(302);
      expect(past.headers.get('location')).toBe(productChat(product));
    }
    expect(await clicksOf(product._id)).toBe(before + CLICKS_PER_HOUR);

    // Another address counts as before.
    await click(`/go/chat/${product._id}`, freshAddress());
    expect(await clicksOf(product._id)).toBe(before + CLICKS_PER_HOUR + 1);
  });

  it('sends an id that names no product to the plain chat, recording nothing and taking no rate-limit place', async () => {
    const address = freshAddress();
    const [{ n: clicksBefore }] = await sql<{ n: number }>('select count(*)::int as n from chat_clicks');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', `${products[0]._id}x`, "1'%20or%20'1'='1"]) {
      const answer = await click(`/go/chat/${id}`, address);
      expect(answer.status, id).toBe(302);
      expect(answer.headers.get('location'), id).toBe(chatLink(CHAT_NUMBER));
    }
    expect((await sql<{ n: number }>('select count(*)::int as n from chat_clicks'))[0].n).toBe(clicksBefore);
    expect(await sql('select id from rate_limit_events where bucket = $1', [`chat:${address}`])).toEqual([]);
  });

  it('answers 405 to another method, recording nothing', async () => {
    const product = products[3];
    const before = await clicksOf(product._id);
    const answer = await fetchAs(new URL(`/go/chat/${product._id}`, site.url), { method: 'POST', redirect: 'manual' }, freshAddress());
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(await clicksOf(product._id)).toBe(before);
  });
});

describe('the chat button', () => {
  const chatHref = async (path: string) => {
    const html = await (await fetch(new URL(path, site.url))).text();
    const button = /<a[^>]*id="chat-button"[^>]*>/.exec(html)![0];
    return /href="([^"]*)"/.exec(button)![1].replaceAll('&amp;', '&');
  };

  it('goes through /go/chat/<productId> on a product page, and straight to the chat elsewhere', async () => {
    expect(await chatHref(`/product/${products[0]._id}`)).toBe(`/go/chat/${products[0]._id}`);
    expect(await chatHref('/')).toBe(chatLink(CHAT_NUMBER));
    expect(await chatHref('/search?q=paper')).toBe(chatLink(CHAT_NUMBER));
  });

  it('is a path robots.txt keeps crawlers away from, so they do not count as clicks', async () => {
    expect(await (await fetch(new URL('/robots.txt', site.url))).text()).toContain('Disallow: /go/\n');
  });
});

describe('GET /api/lead-stats', () => {
  const stats = (account?: TestAccount) => callApi<LeadStats>(site.url, '/api/lead-stats', { headers: account ? { cookie: account.cookie } : {} });

  it('counts per product the enquiries and chat clicks of the last 12 weeks, and the enquiries by source', async () => {
    // The site is shared: what is asserted is what the rows written here add.
    const before = (await stats(admin)).body.data!;
    const [a, b] = [products[4], products[5]];
    const enquiry = (productId: string | null, daysAgo: number, utmSource: string | null, referrer: string | null) =>
      sql(
        `insert into enquiries (product_id, name, phone, address, message, created_at, utm_source, referrer)
         values ($1, 'Stats Buyer', '9876543210', 'Sakchi', 'Price?', now() - make_interval(days => $2), $3, $4)`,
        [productId, daysAgo, utmSource, referrer],
      );
    await enquiry(a._id, 0, 'Newsletter', null);
    await enquiry(a._id, 7, null, 'https://www.facebook.com/groups/paper-cups?ref=share');
    await enquiry(a._id, 100, 'old-campaign', null); // before the 12 weeks
    await enquiry(b._id, 1, ' newsletter ', 'https://x.com/post/1'); // the tag wins over the referrer
    await enquiry(null, 2, null, null); // its product deleted since; came straight to the site
    // Chat clicks: one through the real link, the others stored as earlier clicks left them.
    await click(`/go/chat/${b._id}`, freshAddress());
    await sql(
      `insert into chat_clicks (product_id, at) values ($1, now() - interval '3 days'), ($1, now() - interval '20 days'),
         ($2, now() - interval '1 day'), ($2, now() - interval '120 days'), (null, now())`,
      [b._id, a._id],
    );

    const { status, body } = await stats(admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    const after = body.data!;
    // Monday 00:00 India time, 11 weeks before this week's Monday.
    expect(after.since).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+05:30$/);
    expect(new Date(after.since).getUTCDay()).toBe(0); // Monday 00:00 IST is Sunday 18:30 UTC
    const daysBack = (Date.now() - new Date(after.since).getTime()) / 86_400_000;
    expect(daysBack).toBeGreaterThanOrEqual(77);
    expect(daysBack).toBeLessThan(84);

    const row = (data: LeadStats, productId: string | null) =>
      data.products.find((r) => r.productId === productId) ?? { productId, productName: 'N/A', enquiries: 0, chatClicks: 0 };
    const added = (productId: string | null) => {
      const [then, now] = [row(before, productId), row(after, productId)];
      return { productName: now.productName, enquiries: now.enquiries - then.enquiries, chatClicks: now.chatClicks - then.chatClicks };
    };
    expect(added(a._id)).toEqual({ productName: a.productName, enquiries: 2, chatClicks: 1 });
    expect(added(b._id)).toEqual({ productName: b.productName, enquiries: 1, chatClicks: 3 });
    expect(added(null)).toEqual({ productName: 'N/A', enquiries: 1, chatClicks: 1 });
    // Only products with something in the weeks have a row; the others gained nothing.
    for (const r of after.products) expect(r.enquiries + r.chatClicks).toBeGreaterThan(0);
    for (const other of products.filter((p) => p._id !== a._id && p._id !== b._id)) {
      expect(added(other._id)).toMatchObject({ enquiries: 0, chatClicks: 0 });
    }
    // The busiest first.
    const order = after.products.map((r) => [r.enquiries, r.chatClicks]);
    expect(order).toEqual([...order].sort((x, y) => y[0] - x[0] || y[1] - x[1]));

    const count = (data: LeadStats, source: string) => data.sources.find((s) => s.source === source)?.enquiries ?? 0;
    const sourceNames = new Set([...before.sources, ...after.sources].map((s) => s.source));
    const gained = Object.fromEntries([...sourceNames].map((source) => [source, count(after, source) - count(before, source)]).filter(([, n]) => n !== 0));
    expect(gained).toEqual({ newsletter: 2, 'facebook.com': 1, direct: 1 });
  });

  it('refuses an anonymous visitor (401) and a GENERAL user (403)', async () => {
    const anonymous = await stats();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error: true });
    const general = await stats(buyer);
    expect(general.status).toBe(403);
    expect(general.body).toMatchObject({ success: false, error: true });
    expect(general.body.data).toBeUndefined();
  });
});
