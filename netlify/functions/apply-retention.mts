/**
 * Scheduled: the retention rule (docs/spec.md §26.5), daily at 02:00 India time: the leads without
 * an order and without activity for LEAD_RETENTION_MONTHS anonymised, each once. `npm start` runs
 * the same step on its timer (platform/functions/delivery-schedule.ts).
 */
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/http';
import { applyRetention, describeRetentionRun } from '../../src/server/privacy/retention';

export default (): Promise<Response> =>
  handle(async () => {
    const line = describeRetentionRun(await applyRetention(new Date()));
    if (line) console.log(`[retention] ${line}`);
    return new Response(null, { status: 204 });
  });

export const config: Config = {
  schedule: '30 20 * * *',
};
