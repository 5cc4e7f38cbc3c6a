/**
 * Scheduled: the daily digest of leads to the sales team. It runs every quarter of an hour and the
 * step decides: it sends once the business day has reached 09:00 (at 09:00 sharp in a zone with a
 * half- or quarter-hour offset, such as India's) and the day is not sent yet. `npm start` runs the
 * same step on its timer (platform/functions/delivery-schedule.ts).
 */
import type { Config } from '@netlify/functions';
import { describeDigestRun, sendDailyDigest } from '../../src/server/enquiries/digest';
import { handle } from '../../src/server/http/http';

export default (): Promise<Response> =>
  handle(async () => {
    const line = describeDigestRun(await sendDailyDigest(new Date()));
    if (line) console.log(`[digest] ${line}`);
    return new Response(null, { status: 204 });
  });

export const config: Config = {
  schedule: '*/15 * * * *',
};
