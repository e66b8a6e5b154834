// Development only (never registered when NODE_ENV=production): the mail outbox over HTTP, for a
// caller on this machine (loopback) and one address at a time (?to=); and the billing job's issuing
// for one tenant as on another day, so a journey sees what the job issues a month later.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../errors';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { parseBody } from '../http/validate';
import { listOutbox } from '../mail/outbox';
import { issueDueRents } from '../services/payments/job/issue';
import { shareBillingLock } from '../services/payments/job/lock';
import { creditMealAbsences } from '../services/meals/credits';
import { isoDate } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const OUTBOX_TO_REQUIRED = 'Add ?to=<e-mail> to read the mails sent to one address.';
export const OUTBOX_LOOPBACK_ONLY = 'The outbox answers only callers on this machine.';

const outboxQuery = z.object({
  to: z.string({ error: OUTBOX_TO_REQUIRED }).trim().min(1, OUTBOX_TO_REQUIRED).max(254),
});

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** Both the socket and the client address (behind a trusted proxy) must be this machine. */
async function loopbackOnly(request: FastifyRequest) {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip))
    throw forbidden(OUTBOX_LOOPBACK_ONLY);
}

const billingRunBody = z.object({ today: isoDate, tenantId: z.uuid() });

/**
 * One tenant's billing as on another day (their meal credits, then their RENT invoices up to it),
 * so that a journey sees what a later billing day brings; `npm run billing -- --today` does it
 * for everyone.
 */
const devBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_ROUTES.devBillingRun.pattern,
    {
      preHandler: loopbackOnly,
      schema: {
        tags: ['Development'],
        body: billingRunBody,
        response: okResponse(z.object({ issued: z.number() })),
      },
    },
    async (request) => {
      const { today, tenantId } = request.body;
      const issued = await app.deps.db.transaction(async (tx) => {
        await shareBillingLock(tx);
        await creditMealAbsences(tx, today, tenantId);
        return issueDueRents(tx, today, tenantId);
      });
      return ok('Billing run', { issued });
    },
  );
};

export async function devRoutes(app: FastifyInstance) {
  await app.register(devBillingRoutes);

  app.get(API_ROUTES.devOutbox.pattern, { preHandler: loopbackOnly }, async (request, reply) => {
    const { to } = parseBody(outboxQuery, request.query);
    reply.header('cache-control', 'no-store');
    return ok('Outbox', await listOutbox(outboxDir(app.deps.config.dataDir), { to }));
  });
}
