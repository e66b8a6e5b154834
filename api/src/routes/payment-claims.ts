// 'I have paid' (issue 22): the tenant claims a payment of their invoice with the UTR and an
// optional screenshot; staff confirm the claim (a payment in the ledger) or reject it with a reason.
// Screenshots are private files, served at /api/v1/files/payment-screenshots/<name> to the tenant
// who claimed and to staff in scope.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import {
  invoiceAnswerSchema,
  paymentClaimAnswerSchema,
  paymentClaimsAnswerSchema,
} from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { claimSeveralSchema, paymentClaimSchema, rejectClaimSchema } from '@pgportal/contracts/schemas';
import { z } from 'zod';
import { fileOf, withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { formBody, objectId } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { mailReceipt } from '../services/payments/receipt-mail';
import { claimSeveral } from '../services/payments/claim-several';
import { assertOwnInvoice, claimPayment, confirmClaim, rejectClaim } from '../services/payments/claims';
import { paymentScreenshotVisible, presentClaim } from '../services/payments/claims-read';
import { invoiceView } from '../services/payments/read';
import { privateFileRoute } from './files';
import { invoiceNumberOf, mailWaitingEvent } from '../services/waiting/notify';

const tags = ['Invoices and payments'];
const SCREENSHOT = { screenshot: 'Optional screenshot of the payment: JPEG, PNG or WebP, up to 5 MB' };
const invoiceParams = z.object({ invoiceId: objectId(MESSAGES.invoiceNotFound, 'the invoice’s _id') });
const claimParams = z.object({
  billingId: objectId(MESSAGES.invoiceNotFound, 'the invoice’s _id'),
  claimId: objectId(MESSAGES.claimNotFound, 'the claim’s _id'),
});
const manageTenants = requireCapability('tenants.manage');

export const paymentClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  await app.register(privateFileRoute('paymentScreenshot', paymentScreenshotVisible));

  app.post(
    API_ROUTES.myInvoiceClaim.pattern,
    {
      onRequest: requireCapability('payments.claim'),
      schema: {
        tags,
        params: invoiceParams,
        body: formBody(paymentClaimSchema, SCREENSHOT),
        response: okResponse(paymentClaimAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { invoiceId } = request.params;
      // Before the body is read: the invoice is the caller's own.
      await assertOwnInvoice(deps.db, scope, invoiceId);
      const claim = await withForm(request, { kind: 'paymentScreenshot', maxFiles: 1 }, (form) =>
        claimPayment(
          deps,
          scope,
          invoiceId,
          parseBody(paymentClaimSchema, form.fields),
          fileOf(form, 'screenshot'),
          today(),
        ),
      );
      const mailError = await mailWaitingEvent(deps, {
        kind: 'CLAIM',
        propertyId: claim.propertyId,
        tenantId: claim.tenantId,
        amountPaise: claim.amountPaise,
        utr: claim.utr,
        invoiceNumbers: [await invoiceNumberOf(deps.db, claim.invoiceId)],
      });
      if (mailError) request.log.error({ err: mailError }, 'Could not mail staff of a payment claim');
      reply.code(201);
      return ok(MESSAGES.claimRecorded, presentClaim(claim));
    },
  );

  // One transfer for several invoices: one claim row per invoice it paid, sharing the UTR.
  app.post(
    API_ROUTES.myClaims.pattern,
    {
      onRequest: requireCapability('payments.claim'),
      schema: {
        tags,
        body: formBody(claimSeveralSchema, SCREENSHOT),
        response: okResponse(paymentClaimsAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const claims = await withForm(request, { kind: 'paymentScreenshot', maxFiles: 1 }, (form) =>
        claimSeveral(deps, scope, parseBody(claimSeveralSchema, form.fields), fileOf(form, 'screenshot'), today()),
      );
      const [first] = claims;
      if (first) {
        const mailError = await mailWaitingEvent(deps, {
          kind: 'CLAIM',
          propertyId: first.propertyId,
          tenantId: first.tenantId,
          amountPaise: claims.reduce((sum, claim) => sum + claim.amountPaise, 0),
          utr: first.utr,
          invoiceNumbers: await Promise.all(claims.map((claim) => invoiceNumberOf(deps.db, claim.invoiceId))),
        });
        if (mailError) request.log.error({ err: mailError }, 'Could not mail staff of a payment claim');
      }
      reply.code(201);
      return ok(MESSAGES.claimRecorded, claims.map(presentClaim));
    },
  );

  app.post(
    API_ROUTES.invoiceClaimConfirm.pattern,
    {
      onRequest: manageTenants,
      config: { idempotent: true },
      schema: { tags, params: claimParams, response: okResponse(invoiceAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { billingId, claimId } = request.params;
      const paymentId = await confirmClaim(deps.db, scope, billingId, claimId, today());
      const mailError = await mailReceipt(deps, paymentId);
      if (mailError)
        request.log.error({ err: mailError }, `Could not mail the receipt of payment ${paymentId}`);
      return ok(MESSAGES.claimConfirmed, await invoiceView(deps.db, scope, billingId, today()));
    },
  );

  app.post(
    API_ROUTES.invoiceClaimReject.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        params: claimParams,
        body: rejectClaimSchema,
        response: okResponse(invoiceAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { billingId, claimId } = request.params;
      await rejectClaim(deps.db, scope, billingId, claimId, request.body.reason);
      return ok(MESSAGES.claimRejected, await invoiceView(deps.db, scope, billingId, today()));
    },
  );
};
