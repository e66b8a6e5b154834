// Issue 25, electricity by meter: staff record and correct a room's readings and read each
// period's worksheet; a tenant reads their own shares and the worksheets of periods they share.
// Issue 44: each worksheet also downloads as a PDF with its verify QR code (X-Verify-Url too).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  electricityWorksheetAnswerSchema,
  meterReadingAnswerSchema,
  myElectricityShareAnswerSchema,
} from '@pgportal/contracts/responses';
import { meterReadingSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Language } from '@pgportal/contracts/enums';
import { languageOf } from '../http/language';
import { fileOf, withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { binaryResponse, okResponse } from '../http/responses';
import { formBody, objectId } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf, staffOf, tenantOf } from '../plugins/auth';
import { addMeterReading, correctMeterReading } from '../services/electricity/record';
import {
  electricityWorksheet,
  listMeterReadings,
  meterPhotoVisible,
  myElectricityShares,
  myElectricityWorksheet,
} from '../services/electricity/read';
import {
  staffWorksheetPaper,
  tenantWorksheetPaper,
  type WorksheetPaper,
} from '../services/electricity/paper';
import { worksheetPdf } from '../services/pdf/on-demand';
import { roomInScope } from '../services/rooms/read';
import { paperVerifyUrl } from '../services/verify/tokens';
import { privateFileRoute } from './files';
import type { Deps } from '../deps';

const tags = ['Electricity'];
const PHOTO = { photo: 'Meter photo (optional): JPEG, PNG or WebP, up to 5 MB' };
const roomParams = z.object({ roomId: objectId(MESSAGES.roomNotFound, 'the room’s _id') });
const readingId = objectId(MESSAGES.meterReadingNotFound, 'the reading’s _id');
const readingParams = roomParams.extend({ readingId });
const PHOTO_FORM = { kind: 'meterPhoto', maxFiles: 1 } as const;
const PDF = binaryResponse('application/pdf', 'the electricity worksheet as a PDF, with its verify QR code');

/** Sends the worksheet's PDF, signed now: its token carries the reading's last change. */
async function sendWorksheet(deps: Deps, reply: FastifyReply, paper: WorksheetPaper, language: Language) {
  const url = await paperVerifyUrl(deps.db, deps.config.publicUrl, {
    kind: 'ELECTRICITY_WORKSHEET',
    id: paper.sheet.readingId,
    stamp: paper.stamp,
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${paper.number}.pdf"`)
    .header('x-verify-url', url)
    .send(await worksheetPdf(paper, url, language));
}

export const electricityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('rooms.manage');
  const own = requireCapability('tenants.viewOwn');

  app.get(
    API_ROUTES.meterReadings.pattern,
    {
      onRequest: manage,
      schema: { tags, params: roomParams, response: okResponse(z.array(meterReadingAnswerSchema)) },
    },
    async (request) =>
      ok(
        MESSAGES.meterReadingsFetched,
        await listMeterReadings(deps.db, scopeOf(request), request.params.roomId),
      ),
  );

  app.post(
    API_ROUTES.meterReadingAdd.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: roomParams,
        body: formBody(meterReadingSchema, PHOTO),
        response: okResponse(z.array(meterReadingAnswerSchema), 201),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { roomId } = request.params;
      // Before the body is read: the room is live and in the caller's scope.
      await roomInScope(deps.db, scope, roomId);
      await withForm(request, PHOTO_FORM, (form) =>
        addMeterReading(
          deps,
          scope,
          staffOf(request).id,
          roomId,
          parseBody(meterReadingSchema, form.fields),
          fileOf(form, 'photo'),
        ),
      );
      reply.code(201);
      return ok(MESSAGES.meterReadingAdded, await listMeterReadings(deps.db, scope, roomId));
    },
  );

  app.put(
    API_ROUTES.meterReadingCorrect.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: readingParams,
        body: formBody(meterReadingSchema, PHOTO),
        response: okResponse(z.array(meterReadingAnswerSchema)),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { roomId } = request.params;
      await roomInScope(deps.db, scope, roomId);
      await withForm(request, PHOTO_FORM, (form) =>
        correctMeterReading(
          deps,
          scope,
          staffOf(request).id,
          request.params,
          parseBody(meterReadingSchema, form.fields),
          fileOf(form, 'photo'),
        ),
      );
      return ok(MESSAGES.meterReadingCorrected, await listMeterReadings(deps.db, scope, roomId));
    },
  );

  app.get(
    API_ROUTES.electricityWorksheet.pattern,
    {
      onRequest: manage,
      schema: { tags, params: readingParams, response: okResponse(electricityWorksheetAnswerSchema) },
    },
    async (request) =>
      ok(
        MESSAGES.electricityWorksheetFetched,
        await electricityWorksheet(deps.db, scopeOf(request), request.params),
      ),
  );

  app.get(
    API_ROUTES.electricityWorksheetPdf.pattern,
    { onRequest: manage, schema: { tags, params: readingParams, response: PDF } },
    async (request, reply) =>
      sendWorksheet(
        deps,
        reply,
        await staffWorksheetPaper(deps.db, scopeOf(request), request.params),
        languageOf(request),
      ),
  );

  app.get(
    API_ROUTES.myElectricity.pattern,
    { onRequest: own, schema: { tags, response: okResponse(z.array(myElectricityShareAnswerSchema)) } },
    async (request) =>
      ok(MESSAGES.myElectricityFetched, await myElectricityShares(deps.db, tenantOf(request).id)),
  );

  app.get(
    API_ROUTES.myElectricityWorksheet.pattern,
    {
      onRequest: own,
      schema: {
        tags,
        params: z.object({ readingId }),
        response: okResponse(electricityWorksheetAnswerSchema),
      },
    },
    async (request) =>
      ok(
        MESSAGES.electricityWorksheetFetched,
        await myElectricityWorksheet(deps.db, tenantOf(request).id, request.params.readingId),
      ),
  );

  app.get(
    API_ROUTES.myElectricityWorksheetPdf.pattern,
    { onRequest: own, schema: { tags, params: z.object({ readingId }), response: PDF } },
    async (request, reply) =>
      sendWorksheet(
        deps,
        reply,
        await tenantWorksheetPaper(deps.db, tenantOf(request).id, request.params.readingId),
        languageOf(request),
      ),
  );

  await app.register(privateFileRoute('meterPhoto', meterPhotoVisible));
};
