// Reads a multipart/form-data body into text fields and files streamed to temporary files (never
// into memory), bounded by the upload kind's size limit while they stream. A JSON body is accepted
// too (fields only), so API clients may skip multipart when they send no file.
//
// Routes check who asks and what they may touch BEFORE calling withForm: the body is read only
// for a caller who may upload to that target. withForm also caps the uploads a caller has in flight.
import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldTooLongMessage, MESSAGES, tooManyFilesMessage } from '@pgportal/contracts/messages';
import { HttpError } from '../errors';
import type { ReceivedFile } from '../services/files/receive';
import { UPLOAD_KINDS } from '../services/files/uploads';
import { FIELD_BYTES, MAX_FIELDS, uploadFormOf, type FormFiles } from './upload-routes';
import { claimForm } from './idempotency';
import { refuseDeepJsonField } from './json-depth';

export interface UploadedFile {
  field: string;
  filename: string;
  /** checked and waiting in a temporary file: Uploads.store moves it into place */
  file: ReceivedFile;
}

export interface FormBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export type { FormFiles } from './upload-routes';

/** more than the file stream and the pipeline buffer ahead of receive()'s count */
const BACKSTOP_MARGIN = 1024 * 1024;

export const MALFORMED_FORM = MESSAGES.malformedForm;

function jsonFields(body: unknown): Record<string, string> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, MESSAGES.bodyNotForm);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    fields[key] = typeof value === 'string' ? refuseDeepJsonField(key, value) : JSON.stringify(value);
  }
  return fields;
}

/** One text field of a multipart form, as the handler reads it. */
function fieldValue(part: MultipartValue): string {
  if (part.valueTruncated) throw new HttpError(413, fieldTooLongMessage(part.fieldname), { code: 'FIELD_TOO_LONG' });
  return typeof part.value === 'string' ? part.value : String(part.value);
}

/** The busboy and plugin errors of a broken or oversized form, as the API's answers. */
function formError(request: FastifyRequest, error: unknown, accepted: FormFiles): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_KINDS[accepted.kind].tooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, tooManyFilesMessage(accepted.maxFiles), { code: 'TOO_MANY_FILES' });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, MESSAGES.tooManyFields);
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, MESSAGES.fieldNameNotAllowed);
  // Everything else here comes from parsing the body (busboy: "Boundary not found",
  // "Unexpected end of form", "Malformed part header"…): the client sent a broken form.
  request.log.info({ err: error }, 'Malformed multipart body');
  return new HttpError(400, MALFORMED_FORM);
}

/** Reads every part: fields into the answer, files (checked) into `files` as they arrive. */
async function readParts(
  request: FastifyRequest,
  accepted: FormFiles,
  files: UploadedFile[],
): Promise<Record<string, string>> {
  const { uploads } = request.server.deps;
  const fields: Record<string, string> = {};
  // receive() counts the bytes and fails at the first one over the limit: the file stream is
  // destroyed, busboy stops taking the body and the partial file is deleted (413). busboy's own
  // limit is a backstop set above it: once busboy truncates a file it races through the rest of
  // the part, discarding it, rather than stopping (file.truncated, checked by receive() too).
  const parts = request.parts({
    limits: {
      fileSize: UPLOAD_KINDS[accepted.kind].maxBytes + BACKSTOP_MARGIN,
      files: accepted.maxFiles,
      fields: MAX_FIELDS,
      fieldSize: FIELD_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        // Browsers send an empty part for a file input left empty.
        const file = await uploads.receive(accepted.kind, part.file, !part.filename);
        if (file) files.push({ field: part.fieldname, filename: part.filename, file });
      } else {
        fields[part.fieldname] = refuseDeepJsonField(part.fieldname, fieldValue(part));
      }
    }
  } catch (error) {
    throw formError(request, error, accepted);
  }
  return fields;
}

/** Whose uploads are counted together: the signed-in account, else the address. */
function callerOf(request: FastifyRequest): string {
  return request.scope ? `${request.scope.kind}:${request.scope.actorId}` : `ip:${request.ip}`;
}

/**
 * Reads the form and runs `use` with it. A multipart form takes one of the caller's upload slots
 * (429 when they have none free) until `use` has finished; files `use` did not store are deleted.
 */
export async function withForm<T>(
  request: FastifyRequest,
  accepted: FormFiles,
  use: (form: FormBody) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return use({ fields: jsonFields(request.body), files: [] });
  // The early refusal reads the route's limit from UPLOAD_ROUTES: a route must be listed there as it reads.
  const listed = uploadFormOf(request.method, request.routeOptions.url);
  if (listed?.kind !== accepted.kind || listed.maxFiles !== accepted.maxFiles)
    throw new Error(`${request.method} ${request.routeOptions.url} reads uploads: list it in UPLOAD_ROUTES`);
  const { uploads } = request.server.deps;
  const free = uploads.slots.take(callerOf(request));
  if (!free) throw new HttpError(429, MESSAGES.uploadInProgress);
  const files: UploadedFile[] = [];
  try {
    const form = { fields: await readParts(request, accepted, files), files };
    // An Idempotency-Key is claimed once the form is read, before the work (http/idempotency.ts).
    await claimForm(request, form);
    return await use(form);
  } finally {
    await Promise.all(files.map(({ file }) => uploads.discard(file)));
    free();
  }
}

/** The received file sent as `field`, if any. */
export const fileOf = (form: FormBody, field: string): ReceivedFile | null =>
  form.files.find((file) => file.field === field)?.file ?? null;
