/**
 * Machines side by side (docs/spec.md §25.5), open to anyone: GET /compare?ids=<id>,<id>,… the page
 * (src/server/catalogue/compare-page.ts); its "Add a machine" form's GET (`add`) answers 303 to
 * the comparison with that machine added.
 */
import type { Config } from '@netlify/functions';
import { addedMachineHref, comparePage } from '../../src/server/catalogue/compare-page';
import { handle, requireMethod } from '../../src/server/http/http';

export default (request: Request): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET', 'HEAD');
    const params = new URL(request.url).searchParams;
    const added = addedMachineHref(params);
    if (added) return new Response(null, { status: 303, headers: { location: added, 'cache-control': 'no-store' } });
    return comparePage(params);
  }, request);

export const config: Config = { path: '/compare' };
