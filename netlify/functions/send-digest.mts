/**
 * Scheduled: the daily digest of leads to the sales team. It runs every quarter of an hour and the
 * step decides: it sends once the business day has reached 09:00 (at 09:00 sharp in a zone with a
 * half- or quarter-hour offset, such as India's) and the day is not sent yet. The same run removes
 * the access log's entries past their keeping time (docs/spec.md §26.6), which any run may do
 * again without harm. `npm start` runs the same steps on its timer (platform/functions/delivery-schedule.ts).
 */
import type { Config } from '@netlify/functions';
import { describeDigestRun, sendDailyDigest } from '../../src/server/enquiries/digest';
import { handle } from '../../src/server/http/http';
import { describeAccessRemoval, removeExpiredAccess } from '../../src/server/privacy/access-log';

export default (): Promise<Response> =>
  handle(async () => {
    const now = new Date();
    const line = describeDigestRun(await sendDailyDigest(now));
    if (line) console.log(`[digest] ${line}`);
    const removed = describeAccessRemoval(await removeExpiredAccess(now));
    if (removed) console.log(`[access-log] ${removed}`);
    return new Response(null, { status: 204 });
  });

export const config: Config = {
  schedule: '*/15 * * * *',
};
