// A periodic task of every server (the billing job, the file sweep): run now, then every `everyMs`,
// one run at a time; the timer does not keep the process alive. stop() clears it and waits for a
// run under way. A failed run is logged and the next one runs as planned.
export function runEvery(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= task()
      .catch(onError)
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
