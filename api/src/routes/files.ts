// Private uploads (legal documents, complaint images) are never publicly addressable: each private
// kind is served at GET /api/v1/files/<folder>/<name> to a signed-in caller, and only when the
// domain that owns the file says the caller may see it (e.g. a legal document of a tenant in their scope).
// Anything else, including a file outside the scope, answers 404.
import { named } from '../http/plugin-name';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { notFound } from '../errors';
import { binaryResponse } from '../http/responses';
import { requireSignedIn, scopeOf } from '../plugins/auth';
import type { AccessScope } from '../services/access';
import { UPLOAD_KINDS, type UploadKind, type Uploads } from '../services/files/uploads';

/** Whether the caller may see the file stored under `key` (its row exists and is in their scope). */
export type FileVisibility = (executor: Executor, scope: AccessScope, key: string) => Promise<boolean>;

/** Sends a stored file as the answer; 404 when there is none. (Every API answer is no-store: plugins/security.ts.) */
export async function sendStoredFile(reply: FastifyReply, uploads: Uploads, key: string) {
  const file = await uploads.open(key);
  if (!file) throw notFound(MESSAGES.fileNotFound);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', `inline; filename="${key.split('/').pop()}"`)
    .send(file.stream);
}

const FILE = binaryResponse(
  'application/octet-stream',
  'the file, with its own content type (image/jpeg, application/pdf…)',
);
const fileParams = z.object({ name: z.string().describe('the generated file name, <uuid>.<extension>') });
const GENERATED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** The route serving one private kind, e.g. `privateFileRoute('legalDocument', legalDocumentVisible)`. */
export function privateFileRoute(kind: UploadKind, isVisible: FileVisibility): FastifyPluginAsyncZod {
  const { folder, visibility } = UPLOAD_KINDS[kind];
  if (visibility !== 'private') throw new Error(`${kind} files are public: they are served at /uploads/`);
  const route: FastifyPluginAsyncZod = async (app) => {
    app.get(
      `/files/${folder}/:name`,
      { onRequest: requireSignedIn, schema: { tags: ['Files'], params: fileParams, response: FILE } },
      async (request, reply) => {
        const key = `${folder}/${request.params.name}`;
        const visible =
          GENERATED_NAME.test(request.params.name) && (await isVisible(app.deps.db, scopeOf(request), key));
        if (!visible) throw notFound(MESSAGES.fileNotFound);
        return sendStoredFile(reply, app.deps.uploads, key);
      },
    );
  };
  return named(route, `${kind} files`);
}
