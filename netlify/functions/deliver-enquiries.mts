/**
 * Scheduled: sends the enquiry notifications that are due (first tries that never ran, retries
 * after a failure). `npm start` runs the same step on the same schedule (platform/http/local-server.ts).
 */
import type { Config } from '@netlify/functions';
import { sendDueDeliveries } from '../../src/server/enquiries/deliveries';
import { handle } from '../../src/server/http/http';

export default (): Promise<Response> =>
  handle(async () => {
    const outcomes = await sendDueDeliveries();
    if (outcomes.length) console.log(`[deliveries] ${outcomes.join(', ')}`);
    return new Response(null, { status: 204 });
  });

export const config: Config = {
  schedule: '* * * * *',
};
