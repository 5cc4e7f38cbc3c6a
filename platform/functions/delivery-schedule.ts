/**
 * The local stand-in for the Netlify Scheduled Functions netlify/functions/deliver-enquiries.mts
 * send-digest.mts and apply-retention.mts: the same steps (runScheduledDeliveries: the lead desk's alerts and
 * reminders queued, then the enquiries' notifications sent; sendDueQuoteDeliveries;
 * sendDueOrderDeliveries;
 * sendDailyDigest; removeExpiredAccess, the access log's keeping time; applyRetention) on a timer, each one run at
 * a time, and stopped with the server.
 */
import { describeDigestRun, sendDailyDigest } from '../../src/server/enquiries/digest';
import { describeScheduledRun, runScheduledDeliveries } from '../../src/server/enquiries/deliveries';
import { sendDueOrderDeliveries } from '../../src/server/orders/order-deliveries';
import { describeAccessRemoval, removeExpiredAccess } from '../../src/server/privacy/access-log';
import { applyRetention, describeRetentionRun } from '../../src/server/privacy/retention';
import { sendDueQuoteDeliveries } from '../../src/server/quotes/quote-deliveries';

export interface DeliverySchedule {
  stop(): Promise<void>;
}

/** A scheduled step: its run, and what that run has to say in the log (null: nothing). */
interface Step {
  name: string;
  run(): Promise<string | null>;
}

const STEPS: Step[] = [
  {
    name: 'Enquiry notifications',
    run: async () => describeScheduledRun(await runScheduledDeliveries(new Date())),
  },
  {
    name: 'Quotation notifications',
    run: async () => {
      const outcomes = await sendDueQuoteDeliveries();
      return outcomes.length ? outcomes.join(', ') : null;
    },
  },
  {
    name: 'Order documents mailed',
    run: async () => {
      const outcomes = await sendDueOrderDeliveries();
      return outcomes.length ? outcomes.join(', ') : null;
    },
  },
  { name: 'Daily digest', run: async () => describeDigestRun(await sendDailyDigest(new Date())) },
  // send-digest.mts's second step (docs/spec.md §26.6).
  { name: 'Access log', run: async () => describeAccessRemoval(await removeExpiredAccess(new Date())) },
  // apply-retention.mts's step (docs/spec.md §26.5): nothing is due but on the day a lead's time comes.
  { name: 'Retention', run: async () => describeRetentionRun(await applyRetention(new Date())) },
];

export function startDeliverySchedule(intervalMs: number, log: (line: string) => void): DeliverySchedule {
  const running = new Map<Step, Promise<void>>();
  const run = () => {
    for (const step of STEPS) {
      if (running.has(step)) continue;
      const work = step
        .run()
        .then((line) => {
          if (line) log(`${step.name}: ${line}`);
        })
        .catch((error: unknown) => log(`${step.name} run failed: ${(error as Error).message ?? error}`))
        .finally(() => running.delete(step));
      running.set(step, work);
    }
  };
  // A first run at start sends what a stopped server left queued.
  const first = setTimeout(run, 1_000);
  const timer = setInterval(run, intervalMs);
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
