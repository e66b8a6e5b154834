// Development only (never registered when NODE_ENV=production): the mail outbox over HTTP.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/reply';
import { parseBody } from '../http/validate';
import { listOutbox } from '../mail/outbox';

const outboxQuery = z.object({ to: z.string().trim().max(254).optional() });

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

export async function devRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', async (request, reply) => {
    const { to } = parseBody(outboxQuery, request.query);
    reply.header('cache-control', 'no-store');
    return ok('Outbox', await listOutbox(outboxDir(app.deps.config.dataDir), { to }));
  });
}
