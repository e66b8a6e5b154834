// Development only (never registered when NODE_ENV=production): the mail outbox over HTTP, for a
// caller on this machine (loopback) and one address at a time (?to=); and the billing job's issuing
// for one tenant as on another day, so a journey sees what the job issues a month later.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../errors';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { parseBody } from '../http/validate';
import { listOutbox } from '../mail/outbox';
import { issueDueRents } from '../services/billing/job/issue';
import { shareBillingLock } from '../services/billing/job/lock';
import { creditMealAbsences } from '../services/meals/credits';
import { isoDate } from '@pgportal/contracts/schemas';
import { EXPENSE_CATEGORIES } from '@pgportal/contracts/enums';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { expenses, properties } from '../db/schema';
import { toPaise } from '../services/money';
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

const devExpenseBody = z.object({
  propertyId: z.uuid(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number().positive(),
  spentOn: isoDate,
  paidTo: z.string().min(1).max(100),
});

/** An expense of a property written directly, so a journey can read it in the report. */
const devExpenseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_ROUTES.devExpense.pattern,
    {
      preHandler: loopbackOnly,
      schema: {
        tags: ['Development'],
        body: devExpenseBody,
        response: okResponse(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      const { amount, ...expense } = request.body;
      const [property] = await app.deps.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, expense.propertyId));
      if (!property) throw notFound(MESSAGES.propertyNotFound);
      const [row] = await app.deps.db
        .insert(expenses)
        .values({ ...expense, amountPaise: toPaise(amount), paymentMode: 'CASH' })
        .returning({ id: expenses.id });
      return ok('Expense written', { _id: row!.id });
    },
  );
};

export async function devRoutes(app: FastifyInstance) {
  await app.register(devBillingRoutes);
  await app.register(devExpenseRoutes);

  app.get(API_ROUTES.devOutbox.pattern, { preHandler: loopbackOnly }, async (request, reply) => {
    const { to } = parseBody(outboxQuery, request.query);
    reply.header('cache-control', 'no-store');
    return ok('Outbox', await listOutbox(outboxDir(app.deps.config.dataDir), { to }));
  });
}
