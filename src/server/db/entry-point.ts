/**
 * How a command (`npm run migrate`, `create-admin`, `build`) runs its work: a failure ends it with
 * one line on stderr naming the cause and the fix (db-failure.ts) and exit code 1, not a stack
 * trace; DEBUG=1 adds the whole error. A number `main` resolves to is the exit code. Here, not in
 * platform/, because the deployed build (scripts/build.ts) runs through it too.
 */
import { describeFailure } from './db-failure';

export async function runEntryPoint(main: () => Promise<number | void>): Promise<void> {
  let status: number | void;
  try {
    status = await main();
  } catch (error) {
    console.error(describeFailure(error, process.env.DATABASE_URL));
    if (process.env.DEBUG) console.error(error);
    process.exit(1);
  }
  if (typeof status === 'number') process.exit(status);
}
