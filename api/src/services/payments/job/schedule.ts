// The billing job's schedule: every server runs the job at start and then hourly.
import { runEvery } from '../../run-every';
import { runBillingJob, type BillingJobDeps } from './run';

/** Runs the job now and then every `everyMs` (an hour), one run at a time (services/run-every.ts). */
export function scheduleBillingJob(deps: BillingJobDeps, everyMs = 3_600_000) {
  return runEvery(
    () => runBillingJob(deps),
    everyMs,
    (error) => deps.log?.error({ err: error }, 'The billing job failed'),
  );
}
