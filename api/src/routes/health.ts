import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { healthAnswerSchema } from '@pgportal/contracts/responses';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.health.pattern,
    { schema: { tags: ['Health'], response: okResponse(healthAnswerSchema) } },
    async (_request, reply) => {
      const { database, config } = app.deps;
      await database.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return ok(MESSAGES.ok, {
        status: 'ok' as const,
        database: database.kind,
        // Lets the sign-in screen say where codes are when no mail server is set up.
        mail: config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
        uptime: Math.round(process.uptime()),
      });
    },
  );
};
