// The answers this server keeps (services/read-caches.ts): kept while the database tells of
// changes, and all dropped after a request that writes, before its answer leaves, so the caller's
// next request reads what it wrote even before the database's notice arrives.
import type { FastifyInstance } from 'fastify';
import type { StopListening } from '../db/changes';
import { clearReadCaches, connectReadCaches } from '../services/read-caches';

const READS_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerReadCaches(app: FastifyInstance) {
  const { caches, database } = app.deps;
  let stop: StopListening | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.config.readCaches) stop = await connectReadCaches(caches, database);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
  // A GET that changes state (sign-out) says so with the CSRF flag (plugins/csrf.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS_ONLY.has(request.method) || request.routeOptions.config.csrf) clearReadCaches(caches);
    done(null, payload);
  });
}
