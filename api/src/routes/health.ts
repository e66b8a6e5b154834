import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const { database } = app.deps;
    await database.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return ok('OK', { status: 'ok', database: database.kind, uptime: Math.round(process.uptime()) });
  });
}
