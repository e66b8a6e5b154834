// A property's expenses (issue 26): list a month with its totals, add, update, delete (soft), the
// bill (streamed to staff in scope only) and the monthly templates the billing job writes from.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  expenseAnswerSchema,
  expenseListAnswerSchema,
  recurringExpenseAnswerSchema,
} from '@pgportal/contracts/responses';
import {
  expenseListQuerySchema,
  expenseSchema,
  expenseUpdateSchema,
  recurringExpenseSchema,
} from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../errors';
import { withForm, type FormBody } from '../http/multipart';
import { ok } from '../http/reply';
import { binaryResponse, okResponse } from '../http/responses';
import { formBody, idParam } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import { expenseInScope, listExpenses } from '../services/expenses/read';
import {
  addRecurringExpense,
  listRecurringExpenses,
  stopRecurringExpense,
} from '../services/expenses/recurring';
import { addExpense, currentPropertyFor, deleteExpense, updateExpense } from '../services/expenses/write';
import { sendStoredFile } from './files';

const tags = ['Expenses'];
const BILL = { bill: 'Bill: PDF or a JPEG, PNG or WebP image, up to 10 MB' };
const IdParams = idParam(MESSAGES.expenseNotFound);
const RecurringParams = idParam(MESSAGES.recurringExpenseNotFound);
const billOf = (form: FormBody) => form.files.find((file) => file.field === 'bill') ?? null;
const FILE = binaryResponse('application/octet-stream', 'the bill, with its own content type');

export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('expenses.manage');

  app.get(
    API_ROUTES.expenses.pattern,
    {
      onRequest: manage,
      schema: { tags, querystring: expenseListQuerySchema, response: okResponse(expenseListAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const all = request.query.scope === 'all';
      if (all && scope.propertyIds !== 'all') throw forbidden();
      const propertyIds = all ? null : [currentPropertyFor(scope)];
      return ok(MESSAGES.expensesFetched, await listExpenses(deps.db, propertyIds, request.query));
    },
  );

  app.post(
    API_ROUTES.expenseAdd.pattern,
    {
      onRequest: manage,
      schema: { tags, body: formBody(expenseSchema, BILL), response: okResponse(expenseAnswerSchema, 201) },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      // Before the body is read: the caller has a current property in scope.
      currentPropertyFor(scope);
      const expense = await withForm(request, { kind: 'expenseBill', maxFiles: 1 }, (form) =>
        addExpense(deps, scope, parseBody(expenseSchema, form.fields), billOf(form)),
      );
      reply.code(201);
      return ok(MESSAGES.expenseAdded, expense);
    },
  );

  app.put(
    API_ROUTES.expenseUpdate.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: IdParams,
        body: formBody(expenseUpdateSchema, BILL),
        response: okResponse(expenseAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      // Before the body is read: the expense is live and in the caller's scope.
      if (!(await expenseInScope(deps.db, scope, id))) throw notFound(MESSAGES.expenseNotFound);
      const expense = await withForm(request, { kind: 'expenseBill', maxFiles: 1 }, (form) =>
        updateExpense(deps, scope, id, parseBody(expenseUpdateSchema, form.fields), billOf(form)),
      );
      return ok(MESSAGES.expenseUpdated, expense);
    },
  );

  app.delete(
    API_ROUTES.expenseDelete.pattern,
    { onRequest: manage, schema: { tags, params: IdParams, response: okResponse(z.null()) } },
    async (request) => {
      await deleteExpense(deps, scopeOf(request), request.params.id);
      return ok(MESSAGES.expenseDeleted, null);
    },
  );

  app.get(
    API_ROUTES.expenseBill.pattern,
    { onRequest: manage, schema: { tags, params: IdParams, response: FILE } },
    async (request, reply) => {
      const expense = await expenseInScope(deps.db, scopeOf(request), request.params.id);
      if (!expense) throw notFound(MESSAGES.expenseNotFound);
      if (!expense.billKey) throw notFound(MESSAGES.expenseBillNotFound);
      return sendStoredFile(reply, deps.uploads, expense.billKey);
    },
  );

  app.get(
    API_ROUTES.recurringExpenses.pattern,
    { onRequest: manage, schema: { tags, response: okResponse(z.array(recurringExpenseAnswerSchema)) } },
    async (request) =>
      ok(MESSAGES.recurringExpensesFetched, await listRecurringExpenses(deps.db, scopeOf(request))),
  );

  app.post(
    API_ROUTES.recurringExpenseAdd.pattern,
    {
      onRequest: manage,
      schema: { tags, body: recurringExpenseSchema, response: okResponse(recurringExpenseAnswerSchema, 201) },
    },
    async (request, reply) => {
      const added = await deps.db.transaction((tx) => addRecurringExpense(tx, scopeOf(request), request.body));
      reply.code(201);
      return ok(MESSAGES.recurringExpenseAdded, added);
    },
  );

  app.delete(
    API_ROUTES.recurringExpenseStop.pattern,
    { onRequest: manage, schema: { tags, params: RecurringParams, response: okResponse(z.null()) } },
    async (request) => {
      await deps.db.transaction((tx) => stopRecurringExpense(tx, scopeOf(request), request.params.id));
      return ok(MESSAGES.recurringExpenseStopped, null);
    },
  );
};
