// Tenants and their legal documents (SPEC §7 'Tenants'); staff routes, each within the caller's scope.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  legalDocumentReplaceSchema,
  legalDocumentSchema,
  listQuerySchema,
  TENANT_JSON_FIELDS,
  tenantCreateSchema,
  tenantListFilterSchema,
  tenantUpdateSchema,
} from '@pgportal/contracts/schemas';
import {
  legalDocumentAnswerSchema,
  tenantAnswerSchema,
  tenantListItemAnswerSchema,
} from '@pgportal/contracts/responses';
import { z } from 'zod';
import { ValidationError } from '../errors';
import { fileOf, withForm } from '../http/multipart';
import { ok, okPage } from '../http/reply';
import { okResponse } from '../http/responses';
import { formBody, idParam, objectId } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import {
  addLegalDocument,
  assertLegalDocumentInScope,
  deleteLegalDocument,
  legalDocumentVisible,
  replaceLegalDocument,
} from '../services/tenants/legal-documents';
import { presentTenantListItem } from '../services/tenants/read';
import { listTenants } from '../services/tenants/list';
import {
  addTenant,
  assertTenantInScope,
  deleteTenant,
  fetchTenant,
  updateTenant,
} from '../services/tenants/write';
import type { ReceivedFile, UploadKind } from '../services/files/uploads';
import { privateFileRoute } from './files';
import { VERIFICATION_MAIL_FAILED } from './users';

const IdParams = idParam(MESSAGES.tenantNotFound);

const tags = ['Tenants'];
const manageTenants = requireCapability('tenants.manage');
const PHOTO = { tenantImage: 'Profile photo: JPEG, PNG or WebP, up to 5 MB' };
const DOCUMENT = { legalDocFile: 'Document: PDF or a JPEG, PNG or WebP image, up to 10 MB' };
const tenantIdParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const documentParams = tenantIdParams.extend({
  documentId: objectId(MESSAGES.legalDocumentNotFound, 'the legal document’s _id'),
});

/** Runs `use` with the fields of a form and its one file of `kind` sent as `fileField`. */
function withFormFile<T>(
  request: FastifyRequest,
  kind: UploadKind,
  fileField: string,
  use: (fields: Record<string, string>, file: ReceivedFile | null) => Promise<T>,
): Promise<T> {
  return withForm(request, { kind, maxFiles: 1 }, (form) => use(form.fields, fileOf(form, fileField)));
}

/** emergencyContact, healthInfo and localGuardian travel as JSON text in a multipart form. */
function parseJsonFields(fields: Record<string, string>): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...fields };
  const errors: Record<string, string> = {};
  for (const name of TENANT_JSON_FIELDS) {
    const value = fields[name];
    if (value === undefined || value === '') {
      delete parsed[name];
      continue;
    }
    try {
      parsed[name] = JSON.parse(value);
    } catch {
      errors[name] = `${name} must be a JSON object`;
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return parsed;
}

const withMailWarning = <T>(answer: T, mailError: unknown) =>
  mailError ? { ...answer, warnings: [VERIFICATION_MAIL_FAILED] } : answer;

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.tenants.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        querystring: listQuerySchema.extend(tenantListFilterSchema.shape),
        response: okResponse(z.array(tenantListItemAnswerSchema)),
      },
    },
    async (request) => {
      const page = await listTenants(deps.db, scopeOf(request), request.query);
      return okPage(MESSAGES.tenantsFetched, page, presentTenantListItem);
    },
  );

  app.get(
    API_ROUTES.tenantFetch.pattern,
    {
      onRequest: manageTenants,
      schema: { tags, params: IdParams, response: okResponse(tenantAnswerSchema) },
    },
    async (request) => {
      return ok(MESSAGES.tenantFetched, await fetchTenant(deps.db, scopeOf(request), request.params.id));
    },
  );

  app.post(
    API_ROUTES.tenantAdd.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        body: formBody(tenantCreateSchema.in, PHOTO),
        response: okResponse(tenantAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const { tenant, mailError } = await withFormFile(
        request,
        'profilePhoto',
        'tenantImage',
        (fields, file) =>
          addTenant(deps, scopeOf(request), parseBody(tenantCreateSchema, parseJsonFields(fields)), file),
      );
      if (mailError)
        request.log.error({ err: mailError }, `Could not send the verification mail to ${tenant.email}`);
      reply.code(201);
      return withMailWarning(ok(MESSAGES.tenantAdded, tenant), mailError);
    },
  );

  app.put(
    API_ROUTES.tenantUpdate.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        params: IdParams,
        body: formBody(tenantUpdateSchema.in, PHOTO),
        response: okResponse(tenantAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      // Before the body is read: the tenant is live and in the caller's scope.
      await assertTenantInScope(deps.db, scope, id);
      const { tenant, mailError } = await withFormFile(
        request,
        'profilePhoto',
        'tenantImage',
        (fields, file) =>
          updateTenant(deps, scope, id, parseBody(tenantUpdateSchema, parseJsonFields(fields)), file),
      );
      if (mailError)
        request.log.error({ err: mailError }, `Could not send the verification mail to ${tenant.email}`);
      return withMailWarning(ok(MESSAGES.tenantUpdated, tenant), mailError);
    },
  );

  app.delete(
    API_ROUTES.tenantDelete.pattern,
    { onRequest: manageTenants, schema: { tags, params: tenantIdParams, response: okResponse(z.null()) } },
    async (request) => {
      await deleteTenant(deps, scopeOf(request), request.params.tenantId);
      return ok(MESSAGES.deleted, null);
    },
  );

  app.post(
    API_ROUTES.tenantLegalDocuments.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        params: tenantIdParams,
        body: formBody(legalDocumentSchema, DOCUMENT),
        response: okResponse(legalDocumentAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { tenantId } = request.params;
      // Before the body is read: the tenant is live and in the caller's scope.
      await assertTenantInScope(deps.db, scope, tenantId);
      const document = await withFormFile(request, 'legalDocument', 'legalDocFile', (fields, file) =>
        addLegalDocument(deps, scope, tenantId, parseBody(legalDocumentSchema, fields), file),
      );
      reply.code(201);
      return ok(MESSAGES.legalDocumentUploaded, document);
    },
  );

  app.put(
    API_ROUTES.tenantLegalDocumentReplace.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        params: documentParams,
        body: formBody(legalDocumentReplaceSchema, DOCUMENT),
        response: okResponse(legalDocumentAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { tenantId, documentId } = request.params;
      // Before the body is read: the document is one of a live tenant's in the caller's scope.
      await assertLegalDocumentInScope(deps.db, scope, tenantId, documentId);
      const document = await withFormFile(request, 'legalDocument', 'legalDocFile', (fields, file) =>
        replaceLegalDocument(
          deps,
          scope,
          { tenantId, documentId },
          parseBody(legalDocumentReplaceSchema, fields),
          file,
        ),
      );
      return ok(MESSAGES.legalDocumentReplaced, document);
    },
  );

  app.delete(
    API_ROUTES.tenantLegalDocumentDelete.pattern,
    { onRequest: manageTenants, schema: { tags, params: documentParams, response: okResponse(z.null()) } },
    async (request) => {
      await deleteLegalDocument(deps, scopeOf(request), request.params);
      return ok(MESSAGES.legalDocumentDeleted, null);
    },
  );

  await app.register(privateFileRoute('legalDocument', legalDocumentVisible));
};
