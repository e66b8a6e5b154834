// The Dues page (issue 23): who owes in the caller's current property, oldest debt first, its
// totals, and the reminders staff send from it ('Remind on WhatsApp').
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  dueAnswerSchema,
  duesTotalsAnswerSchema,
  reminderRecordedAnswerSchema,
} from '@pgportal/contracts/responses';
import { duesQuerySchema, reminderSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { duesTotals, listDues } from '../services/payments/dues';
import { presentDue } from '../services/payments/dues-present';
import { recordReminder } from '../services/payments/tenant-reminders';
import { toRupees } from '../services/money';

const tags = ['Invoices and payments'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

export const duesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');

  app.get(
    API_ROUTES.dues.pattern,
    {
      onRequest: manage,
      schema: { tags, querystring: duesQuerySchema, response: okResponse(z.array(dueAnswerSchema)) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const day = today();
      const page = await listDues(deps.db, scope, request.query, day);
      return okPage(MESSAGES.duesFetched, page, (row) => presentDue(row, day, deps.config.publicUrl));
    },
  );

  app.get(
    API_ROUTES.duesTotals.pattern,
    { onRequest: manage, schema: { tags, response: okResponse(duesTotalsAnswerSchema) } },
    async (request) => {
      const totals = await duesTotals(deps.db, scopeOf(request), today());
      return ok(MESSAGES.duesFetched, {
        outstandingAmount: toRupees(totals.outstandingPaise),
        overdueAmount: toRupees(totals.overduePaise),
        tenants: totals.tenants,
      });
    },
  );

  app.post(
    API_ROUTES.tenantReminderAdd.pattern,
    {
      onRequest: manage,
      schema: {
        tags: ['Tenants'],
        params,
        body: reminderSchema,
        response: okResponse(reminderRecordedAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const reminder = await recordReminder(
        deps.db,
        scopeOf(request),
        request.params.tenantId,
        request.body.channel,
      );
      reply.code(201);
      return ok(MESSAGES.reminderRecorded, {
        _id: reminder.id,
        channel: reminder.channel,
        sentAt: reminder.sentAt.toISOString(),
      });
    },
  );
};
