// Aadhaar from its QR (issue 45): staff send the text their camera or an uploaded picture read from
// a tenant's Aadhaar QR, or the tenant sends their own; it is decoded and UIDAI's signature checked here.
// The QR's photo is served as a PNG to the tenant themself and to staff in scope (anyone else 404).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { aadhaarQrSchema } from '@pgportal/contracts/schemas';
import { tenantAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { binaryResponse, okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, requireSignedIn, scopeOf } from '../plugins/auth';
import { recordAadhaarQr } from '../services/aadhaar-qr/record';
import { aadhaarPhotoPng } from '../services/aadhaar-qr/serve-photo';

const tags = ['Tenants'];
const tenantIdParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const photoQuery = z.object({
  v: z
    .string()
    .max(40)
    .optional()
    .describe('any text, changed when the photo is (the answer’s photo URL carries the time it was read)'),
});

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

  app.get(
    API_ROUTES.tenantAadhaarPhoto.pattern,
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: tenantIdParams,
        querystring: photoQuery,
        response: binaryResponse('image/png', 'the photo of the Aadhaar QR, decoded from its JPEG 2000'),
      },
    },
    async (request, reply) => {
      const png = await aadhaarPhotoPng(app.deps.db, scopeOf(request), request.params.tenantId);
      return reply
        .header('content-type', 'image/png')
        .header('content-disposition', 'inline; filename="aadhaar-photo.png"')
        .send(png);
    },
  );
};
