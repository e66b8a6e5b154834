// The billing job's schedule: every server runs the job at start and then hourly.
import { runBillingJob, type BillingJobDeps } from './run';

/**
 * Runs the job now and then every `everyMs` (an hour), one run at a time; the timer does not keep
 * the process alive. stop() clears it and waits for a run under way.
 */
export function scheduleBillingJob(deps: BillingJobDeps, everyMs = 3_600_000) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runBillingJob(deps)
      .catch((error: unknown) => deps.log?.error({ err: error }, 'The billing job failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
