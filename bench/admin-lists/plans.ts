/**
 * The statements of the lead list call, with the list's own SQL (src/server/enquiries/lead-list.ts),
 * for the database's plans (bench/lib/list-calls.ts explains them).
 */
import { withConnection } from '../../src/server/db/db-config';
import { ADMIN_COLUMNS } from '../../src/server/enquiries/enquiries';
import { countQuery, leadFilter, leadOrder, leadsQuery, withNamedProducts } from '../../src/server/enquiries/lead-list';
import { decodeCursor } from '../../src/server/http/paging';
import { PAGE_SIZE } from './calls';

const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * The list call's two statements for `params` from `after`: its page (PAGE_SIZE + 1 rows, as the
 * call reads them) and, for the first page, the count of every match (`total`).
 */
export async function listStatements(
  databaseUrl: string,
  params: URLSearchParams,
  after: string | null,
  me: string | null,
): Promise<Record<string, { text: string; values: unknown[] }>> {
  // `owner=me` names the bench's admin, or without one a user id that no one has.
  const filter = await withConnection(databaseUrl, (client) => withNamedProducts(leadFilter(params, me ?? NOBODY), client));
  const now = new Date();
  // A cursor is signed with the site's secret: one from a site elsewhere may not decode here.
  const key = after === null ? null : decodeCursor(leadOrder(filter), after);
  const page = leadsQuery(ADMIN_COLUMNS, filter, now, key, PAGE_SIZE + 1);
  return after === null ? { page, count: countQuery(filter, now) } : { page };
}
