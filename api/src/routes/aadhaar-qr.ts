// Aadhaar from its QR (issue 45): staff send the text their camera or an uploaded picture read from
// a tenant's Aadhaar QR, or the tenant sends their own; it is decoded and UIDAI's signature checked here.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { aadhaarQrSchema } from '@pgportal/contracts/schemas';
import { tenantAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { recordAadhaarQr } from '../services/aadhaar-qr/record';

const tags = ['Tenants'];
const tenantIdParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

export const aadhaarQrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_ROUTES.tenantAadhaarQr.pattern,
    {
      onRequest: requireCapability('tenants.manage'),
      schema: {
        tags,
        params: tenantIdParams,
        body: aadhaarQrSchema,
        response: okResponse(tenantAnswerSchema),
      },
    },
    async (request) => {
      const tenant = await recordAadhaarQr(
        app.deps,
        scopeOf(request),
        request.params.tenantId,
        request.body.qrText,
      );
      return ok(MESSAGES.aadhaarRecorded, tenant);
    },
  );

  app.post(
    API_ROUTES.tenantOwnAadhaarQr.pattern,
    {
      onRequest: requireCapability('profile.updateOwn'),
      schema: { tags, body: aadhaarQrSchema, response: okResponse(tenantAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const tenant = await recordAadhaarQr(app.deps, scope, scope.actorId, request.body.qrText);
      return ok(MESSAGES.aadhaarRecorded, tenant);
    },
  );
};
