/**
 * A flood of failing sign-ins, as an attacker sends them, for tests/api/signin-flood.test.ts and
 * bench/signin-flood.ts: `concurrent` sign-ins kept in flight, each sent again shortly after it is
 * answered, a quarter guessing the password of `email`, the rest trying unknown emails. The pause
 * keeps the flood's own client, on the same machine, from taking the CPUs the server needs.
 */
import { randomUUID } from 'node:crypto';

export interface SigninFloodOptions {
  concurrent: number;
  /** The account under attack. */
  email: string;
  /** Sends one failing sign-in for this email (from an address of its own) and gives its status. */
  send(email: string): Promise<number>;
  pauseMs?: number;
}

export function signinFlood({ concurrent, email, send, pauseMs = 250 }: SigninFloodOptions) {
  const statuses: number[] = [];
  let stopped = false;
  const busy = Promise.withResolvers<void>();
  const workers = Array.from({ length: concurrent }, async (_, i) => {
    while (!stopped) {
      const status = await send(i < concurrent / 4 ? email : `flood-${randomUUID().slice(0, 8)}@example.com`);
      statuses.push(status);
      if (status === 503) busy.resolve();
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  const done = Promise.all(workers);
  void done.then(() => busy.resolve(), () => busy.resolve());
  return {
    /** Settles at the flood's first 503: the shared hashing lane is full. */
    busy: busy.promise,
    /** Stops sending, waits for the sign-ins in flight, and gives every status answered. */
    async stop(): Promise<number[]> {
      stopped = true;
      await done;
      return statuses;
    },
  };
}
