/**
 * Every page of the built site, and the pages functions answer form posts with, are valid HTML
 * by html-validate's recommended rules (.htmlvalidate.mjs at the root says which rules are off, and
 * why).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Report } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { encodeForm, fetchAs, freshAddress } from '../support/http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Each problem on a line of its own: where, which rule, what. */
function problems(report: Report, name: string): string[] {
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
}

/**
 * The style Astro writes with a page's first island, so inside <body> where HTML allows no <style>
 * (withastro/astro#10308): its place is the framework's, so it is left out, and only it.
 */
const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** Validated as a file of the project, so the project's configuration applies. */
const validate = async (html: string, name: string) =>
  problems(await validator.validateString(html.replace(ASTRO_ISLAND_STYLE, ''), path.join(PROJECT_ROOT, name)), name);

function builtPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('valid HTML', () => {
  it('every built page', async () => {
    // One build throughout, should a rebuild publish another meanwhile.
    const dir = fs.realpathSync(site.publishedDir);
    const pages = builtPages(dir);
    // The fixed pages and one per demo product at least: a wrong folder would pass with nothing in it.
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'search.html', 'login.html', `product/${DEMO_PRODUCTS[0].id}.html`]));
    expect(pages.length).toBeGreaterThan(DEMO_PRODUCTS.length);
    const found: string[] = [];
    for (const page of pages) found.push(...(await validate(fs.readFileSync(path.join(dir, page), 'utf8'), page)));
    expect(found).toEqual([]);
  });

  it('the answer to an enquiry posted as a plain form, refused and sent', async () => {
    const post = (fields: Record<string, string>) =>
      fetchAs(
        new URL('/api/enquiries', site.url),
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body: new URLSearchParams({ productId: DEMO_PRODUCTS[0].id, ...fields }).toString(),
        },
        freshAddress(),
      );
    const fields = { name: 'Asha Verma', phone: '9876543210', address: 'Bistupur, Jamshedpur', message: 'Please send the price.', noticeVersion: CURRENT_NOTICE.version };
    const refused = await post({ ...fields, phone: '12345' });
    expect(refused.status).toBe(400);
    const sent = await post(fields);
    expect(sent.status).toBe(201);
    expect([...(await validate(await refused.text(), 'enquiry-refused.html')), ...(await validate(await sent.text(), 'enquiry-sent.html'))]).toEqual([]);
  });

  it('the login and sign-up forms again, as a refused post answers them', async () => {
    const post = async (path: string, form: URLSearchParams | FormData) => {
      const { body, contentType } = await encodeForm(form);
      const headers = { 'content-type': contentType, accept: 'text/html' };
      return fetchAs(new URL(path, site.url), { method: 'POST', headers, body }, freshAddress());
    };
    const login = await post('/api/signin', new URLSearchParams({ email: 'not-an-email', password: 'x', next: '/admin-panel' }));
    expect(login.status).toBe(400);
    const signUp = new FormData();
    for (const [name, value] of Object.entries({ name: 'Asha Verma', email: 'asha@example.com', password: 'password-1', confirmPassword: 'password-2' })) {
      signUp.append(name, value);
    }
    const refused = await post('/api/signup', signUp);
    expect(refused.status).toBe(400);
    expect([...(await validate(await login.text(), 'login-refused.html')), ...(await validate(await refused.text(), 'sign-up-refused.html'))]).toEqual([]);
  });
});
