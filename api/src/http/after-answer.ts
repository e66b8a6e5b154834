// Work a route leaves running after its answer (mails): the app waits for it when it closes, so a
// server shutting down, or a test's teardown removing its data folder, never cuts it off midway.
import type { FastifyInstance } from 'fastify';

export interface AfterAnswer {
  /** keeps `work` running after the answer; its failure is the caller's to log */
  run: (work: Promise<unknown>) => void;
  /** resolves when all work under way has finished */
  settled: () => Promise<void>;
}

export function afterAnswer(app: FastifyInstance): AfterAnswer {
  const running = new Set<Promise<unknown>>();
  const settled = async () => {
    await Promise.allSettled([...running]);
  };
  app.addHook('onClose', settled);
  return {
    run: (work) => {
      const tracked: Promise<unknown> = work.catch(() => undefined).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    settled,
  };
}
