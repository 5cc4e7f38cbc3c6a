/** The module preloads the build writes for pages whose islands hydrate on load (src/integrations/module-preload.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyCalls, loadIslandEntries, pageAddress, pageResources, preloadLinks, staticImportClosure } from '../../src/integrations/module-preload';

const island = (component: string, client: string) =>
  `<astro-island uid="a" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.R1.js" props="{}" ssr client="${client}" opts="{}">`;

describe('the module preloads of a built page', () => {
  it('start from the islands that hydrate on load or once the session is known, not those that wait for a tap or idle time', () => {
    const html = `<head><link rel="stylesheet" href="/_astro/Site.C1.css"><script type="module" src="/_astro/page.P1.js"></script></head>
      ${island('SearchBox.S1.js', 'interaction')}${island('AdminPanel.A1.js', 'session')}${island('Toaster.T1.js', 'toast')}${island('LoginForm.L1.js', 'load')}`;
    expect(loadIslandEntries(html)).toEqual(['/_astro/AdminPanel.A1.js', '/_astro/client.R1.js', '/_astro/LoginForm.L1.js']);
    expect(loadIslandEntries(island('SearchBox.S1.js', 'interaction'))).toEqual([]);
    expect(pageResources(html)).toEqual({ styles: ['/_astro/Site.C1.css'], scripts: ['/_astro/page.P1.js'] });
  });

  it('ask for the session with the header only where an island waits for it, in the mode the calls use', () => {
    expect(earlyCalls(island('AdminPanel.A1.js', 'session'))).toEqual([
      '</api/user-details>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</api/countAddToCartProduct>; rel=preload; as=fetch; crossorigin=use-credentials',
    ]);
    expect(earlyCalls(island('LoginForm.L1.js', 'load') + island('SearchBox.S1.js', 'interaction'))).toEqual([]);
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-preload-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, code: string) => {
    fs.mkdirSync(path.join(dir, '_astro'), { recursive: true });
    fs.writeFileSync(path.join(dir, '_astro', name), code);
  };

  it('name every module imported statically, directly or not, once; a lazily loaded one is left out', async () => {
    write('AdminPanel.A1.js', 'import{a as e}from"./react.B1.js";import"./styles.D1.js";export*from"./icons.E1.js";const q=()=>import("./quill.Q1.js");export default e;');
    write('react.B1.js', 'import{r}from"./runtime.F1.js";export const a=r;');
    write('runtime.F1.js', 'import"./react.B1.js";export const r=1;'); // a cycle
    write('styles.D1.js', 'export{};');
    write('icons.E1.js', 'import{r}from"./runtime.F1.js";export const i=r;');
    write('quill.Q1.js', 'export default 1;');
    const closure = await staticImportClosure(dir, ['/_astro/AdminPanel.A1.js']);
    expect(closure.sort()).toEqual(['/_astro/AdminPanel.A1.js', '/_astro/icons.E1.js', '/_astro/react.B1.js', '/_astro/runtime.F1.js', '/_astro/styles.D1.js']);
  });

  it('make a page’s Link header: the session first where an island waits for it, then its stylesheets, then the modules', async () => {
    write('page.P1.js', 'import"./runtime.F1.js";');
    write('client.R1.js', 'export{};');
    const page = `<head><link rel="stylesheet" href="/_astro/Site.C1.css"><script type="module" src="/_astro/page.P1.js"></script></head>${island('AdminPanel.A1.js', 'session')}`;
    expect(await preloadLinks(dir, Buffer.from(page))).toEqual([
      ...earlyCalls(page),
      '</_astro/Site.C1.css>; rel=preload; as=style',
      ...['page.P1.js', 'runtime.F1.js', 'react.B1.js', 'AdminPanel.A1.js', 'styles.D1.js', 'icons.E1.js', 'client.R1.js'].map((name) => `</_astro/${name}>; rel=modulepreload`),
    ]);
    // A page whose islands wait for the visitor has none.
    expect(await preloadLinks(dir, Buffer.from(`<head><link rel="stylesheet" href="/_astro/Site.C1.css"></head>${island('SearchBox.S1.js', 'interaction')}`))).toEqual([]);
  });

  it('are written for the address each page is served at', () => {
    expect(pageAddress(path.join('admin-panel', 'all-products.html'))).toBe('/admin-panel/all-products');
    expect(pageAddress('admin-panel.html')).toBe('/admin-panel');
    expect(pageAddress('login.html')).toBe('/login');
    expect(pageAddress('index.html')).toBe('/');
    expect(pageAddress(path.join('product-category', 'index.html'))).toBe('/product-category');
  });
});
