import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const { database, config } = app.deps;
    await database.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return ok('OK', {
      status: 'ok',
      database: database.kind,
      // Lets the sign-in screen say where codes are when no mail server is set up.
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      uptime: Math.round(process.uptime()),
    });
  });
}
