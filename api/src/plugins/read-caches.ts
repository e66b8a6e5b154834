// The answers this server keeps (services/read-caches.ts): kept while the database tells of
// changes, and all dropped after a request that writes, before its answer leaves, so the caller's
// next request reads what it wrote even before the database's notice arrives.
import type { FastifyInstance } from 'fastify';

const READS_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerReadCaches(app: FastifyInstance) {
  const { caches, database, config } = app.deps;
  app.addHook('onReady', async () => {
    if (config.readCaches) await caches.listen(database);
  });
  app.addHook('onClose', async () => caches.stopListening());
  // A GET that changes state (sign-out) says so with the CSRF flag (plugins/csrf.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS_ONLY.has(request.method) || request.routeOptions.config.csrf) caches.clear();
    done(null, payload);
  });
}
