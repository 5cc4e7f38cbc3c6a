/**
 * Scheduled: sends the notifications that are due (first tries that never ran, retries after a
 * failure): the enquiries' and the quotations'. `npm start` runs the same steps on the same
 * schedule (platform/functions/delivery-schedule.ts).
 */
import type { Config } from '@netlify/functions';
import { sendDueDeliveries } from '../../src/server/enquiries/deliveries';
import { handle } from '../../src/server/http/http';
import { sendDueQuoteDeliveries } from '../../src/server/quotes/quote-deliveries';

export default (): Promise<Response> =>
  handle(async () => {
    // One after the other: the two outboxes share the function's few connections. One run failing
    // (its database call refused) does not keep the other's notifications waiting.
    const outcomes: string[] = [];
    let failure: unknown = null;
    for (const run of [sendDueDeliveries, sendDueQuoteDeliveries]) {
      try {
        outcomes.push(...(await run()));
      } catch (error) {
        failure ??= error;
      }
    }
    if (outcomes.length) console.log(`[deliveries] ${outcomes.join(', ')}`);
    if (failure) throw failure;
    return new Response(null, { status: 204 });
  });

export const config: Config = {
  schedule: '* * * * *',
};
