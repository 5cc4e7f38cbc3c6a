/**
 * Scheduled: the lead desk's alerts and reminders that are due queued (docs/spec.md §23.3, §23.4),
 * then the notifications that are due sent (first tries that never ran, retries after a failure):
 * the enquiries', the quotations' and the order documents' mailed to buyers. `npm start` runs
 * the same steps on the same schedule (platform/functions/delivery-schedule.ts).
 */
import type { Config } from '@netlify/functions';
import { describeScheduledRun, runScheduledDeliveries } from '../../src/server/enquiries/deliveries';
import { handle } from '../../src/server/http/http';
import { sendDueOrderDeliveries } from '../../src/server/orders/order-deliveries';
import { sendDueQuoteDeliveries } from '../../src/server/quotes/quote-deliveries';

export default (): Promise<Response> =>
  handle(async () => {
    // One after the other: the outboxes share the function's few connections. One run failing
    // (its database call refused) does not keep the other's notifications waiting.
    const said: string[] = [];
    let failure: unknown = null;
    const steps = [
      async () => describeScheduledRun(await runScheduledDeliveries(new Date())),
      async () => (await sendDueQuoteDeliveries()).join(', '),
      async () => (await sendDueOrderDeliveries()).join(', '),
    ];
    for (const step of steps) {
      try {
        const line = await step();
        if (line) said.push(line);
      } catch (error) {
        failure ??= error;
      }
    }
    if (said.length) console.log(`[deliveries] ${said.join('; ')}`);
    if (failure) throw failure;
    return new Response(null, { status: 204 });
  });

export const config: Config = {
  schedule: '* * * * *',
};
