/**
 * The build's React renderer (src/integrations/react-renderer/server.ts): one string render per
 * component, each island of a page with its own useId prefix, the markup the browser's hydration
 * with that prefix expects.
 */
import { createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import renderer from '../../src/integrations/react-renderer/server';

function LabelledField({ label }: { label: string }) {
  const id = useId();
  return createElement('p', null, createElement('label', { htmlFor: id }, label), createElement('input', { id }));
}

const renderOn = (page: object, props: Record<string, unknown>, slots: Record<string, string | undefined> = {}) =>
  renderer.renderToStaticMarkup.call({ result: page } as never, LabelledField as never, props, slots);

describe('the build’s React renderer', () => {
  it('gives each island of a page its own prefix, and its markup is what hydration with that prefix expects', async () => {
    const page = {};
    const first = await renderOn(page, { label: 'Name' });
    const second = await renderOn(page, { label: 'Phone' });
    expect(first.attrs.prefix).not.toBe(second.attrs.prefix);
    for (const [island, label] of [[first, 'Name'], [second, 'Phone']] as const) {
      expect(island.html).toBe(renderToString(createElement(LabelledField, { label }), { identifierPrefix: island.attrs.prefix }));
    }
    const ids = [first, second].map((island) => /id="([^"]+)"/.exec(island.html)![1]);
    expect(new Set(ids).size).toBe(2);
  });

  it('starts each page’s prefixes afresh', async () => {
    const [one, other] = [await renderOn({}, { label: 'Name' }), await renderOn({}, { label: 'Name' })];
    expect(one).toEqual(other);
  });

  it('leaves out the preload React writes before a high-priority picture', async () => {
    const Picture = () => createElement('p', null, createElement('img', { src: '/a.webp', alt: '', fetchPriority: 'high' }));
    expect(renderToString(createElement(Picture))).toContain('<link rel="preload"');
    const { html } = await renderer.renderToStaticMarkup.call({ result: {} } as never, Picture as never, {}, {});
    expect(html).toBe('<p><img src="/a.webp" alt="" fetchPriority="high"/></p>');
  });

  it('refuses children it would drop', async () => {
    await expect(renderOn({}, { label: 'Name' }, { default: '<b>inside</b>' })).rejects.toThrow(/children or slots/);
  });

  it('takes function components, as React is the only framework', async () => {
    expect(await renderer.check(LabelledField)).toBe(true);
    expect(await renderer.check('div')).toBe(false);
  });
});
