/**
 * The local stand-in for the Netlify Scheduled Function netlify/functions/deliver-enquiries.mts:
 * the same step (sendDueDeliveries) on a timer, one run at a time, and stopped with the server.
 */
import { sendDueDeliveries } from '../../src/server/enquiries/deliveries';

export interface DeliverySchedule {
  stop(): Promise<void>;
}

export function startDeliverySchedule(intervalMs: number, log: (line: string) => void): DeliverySchedule {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendDueDeliveries()
      .then((outcomes) => {
        if (outcomes.length) log(`Enquiry notifications: ${outcomes.join(', ')}`);
      })
      .catch((error: unknown) => log(`Enquiry notifications run failed: ${(error as Error).message ?? error}`))
      .finally(() => (running = null));
  };
  // A first run at start sends what a stopped server left queued.
  const first = setTimeout(run, 1_000);
  const timer = setInterval(run, intervalMs);
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
