// Invoices and payments (SPEC §7 Tenants: tenant-invoice; Payments) and the invoice PDF.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse, okResponse } from '../http/responses';
import { invoiceAnswerSchema } from '@pgportal/contracts/responses';
import { objectId, withObjectIds } from '../http/schema';
import { MESSAGES } from '@pgportal/contracts/messages';
import { listQuerySchema, paySchema, reverseSchema } from '@pgportal/contracts/schemas';
import { ok, okPage } from '../http/reply';
import { requireCapability, requireSignedIn, scopeOf, tenantOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { languageOf } from '../http/language';
import { gstNotePdf, invoicePdf, receiptPdf } from '../services/pdf/on-demand';
import { recordPayment, reversePayment } from '../services/payments/payments';
import { mailReceipt, mailReceiptCancelled } from '../services/payments/receipt-mail';
import { findReceipt } from '../services/payments/receipts';
import { findInvoice, invoiceView as invoiceAnswer, listTenantInvoices } from '../services/payments/read';
import { withUpi } from '../services/payments/upi';
import { paperVerifyUrl } from '../services/verify/tokens';
import { findGstNote } from '../services/taxes/gst-note-paper';

const tags = ['Invoices and payments'];
const billingParams = z.object({ billingId: objectId(MESSAGES.invoiceNotFound, 'the invoice’s _id') });
const paymentParams = z.object({ paymentId: objectId(MESSAGES.receiptNotFound, 'the payment’s _id') });
const noteParams = z.object({ noteId: objectId(MESSAGES.gstNoteNotFound, 'the credit or debit note’s _id') });
const tenantParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const manageTenants = requireCapability('tenants.manage');

const reverseBody = withObjectIds(reverseSchema, { paymentId: MESSAGES.paymentNotFound });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  /** One invoice with its ledger and claims, as the pay and reverse routes answer. */
  const invoiceView = (scope: ReturnType<typeof scopeOf>, billingId: string) =>
    invoiceAnswer(deps.db, scope, billingId, today());

  app.get(
    API_ROUTES.tenantInvoices.pattern,
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: tenantParams,
        querystring: listQuerySchema,
        response: okResponse(z.array(invoiceAnswerSchema)),
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      const page = await listTenantInvoices(deps.db, scopeOf(request), tenantId, today(), request.query);
      return okPage(MESSAGES.invoicesFetched, page, (invoice) => invoice);
    },
  );

  app.get(
    API_ROUTES.myInvoices.pattern,
    {
      onRequest: requireCapability('tenants.viewOwn'),
      schema: { tags, response: okResponse(z.array(invoiceAnswerSchema)) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows } = await listTenantInvoices(deps.db, scopeOf(request), tenant.id, today());
      return ok(MESSAGES.invoicesFetched, await withUpi(deps.db, rows, tenant.propertyId));
    },
  );

  app.patch(
    API_ROUTES.invoicePay.pattern,
    {
      onRequest: manageTenants,
      config: { idempotent: true },
      schema: { tags, params: billingParams, body: paySchema, response: okResponse(invoiceAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const paymentId = await recordPayment(deps.db, scope, request.params.billingId, request.body, today());
      const mailError = await mailReceipt(deps, paymentId);
      if (mailError)
        request.log.error({ err: mailError }, `Could not mail the receipt of payment ${paymentId}`);
      return ok(MESSAGES.markedAsPaid, await invoiceView(scope, request.params.billingId));
    },
  );

  app.post(
    API_ROUTES.invoiceReverse.pattern,
    {
      onRequest: manageTenants,
      schema: { tags, params: billingParams, body: reverseBody, response: okResponse(invoiceAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      await reversePayment(deps.db, scope, request.params.billingId, request.body, today());
      // The reversal has committed: its payment's receipt is cancelled; a failed mail is only logged.
      const { paymentId } = request.body;
      const mailError = await mailReceiptCancelled(deps, paymentId);
      if (mailError)
        request.log.error(
          { err: mailError },
          `Could not mail the cancellation of payment ${paymentId}'s receipt`,
        );
      return ok(MESSAGES.paymentReversed, await invoiceView(scope, request.params.billingId));
    },
  );

  app.get(
    API_ROUTES.invoiceDownload.pattern,
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: billingParams,
        response: binaryResponse('application/pdf', 'the invoice as a PDF'),
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(deps.db, scopeOf(request), request.params.billingId);
      const url = await paperVerifyUrl(deps.db, deps.config.publicUrl, { kind: 'INVOICE', id: invoice.id });
      const pdf = await invoicePdf(deps.db, invoice, today(), languageOf(request), url);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceId}.pdf"`)
        .header('x-verify-url', url)
        .send(pdf);
    },
  );

  // A payment's receipt (issue 23): staff in scope and the tenant who paid; a reversal has none (404).
  app.get(
    API_ROUTES.paymentReceipt.pattern,
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: paymentParams,
        response: binaryResponse('application/pdf', 'the payment’s receipt as a PDF'),
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(deps.db, scopeOf(request), request.params.paymentId);
      const url = await paperVerifyUrl(deps.db, deps.config.publicUrl, {
        kind: 'RECEIPT',
        id: receipt.payment.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.payment.receiptNumber}.pdf"`)
        .header('x-verify-url', url)
        .send(await receiptPdf(receipt, languageOf(request), url));
    },
  );

  // A GST credit or debit note (issue 44): staff in scope and the tenant whose invoice it corrects.
  app.get(
    API_ROUTES.gstNoteDownload.pattern,
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: noteParams,
        response: binaryResponse('application/pdf', 'the credit or debit note as a PDF'),
      },
    },
    async (request, reply) => {
      const paper = await findGstNote(
        deps.db,
        scopeOf(request),
        request.params.noteId,
        MESSAGES.gstNoteNotFound,
      );
      const url = await paperVerifyUrl(deps.db, deps.config.publicUrl, {
        kind: paper.note.kind,
        id: paper.note.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${paper.note.serial.replaceAll('/', '-')}.pdf"`)
        .header('x-verify-url', url)
        .send(await gstNotePdf(paper, url, languageOf(request)));
    },
  );
};
