// Reads a multipart/form-data body into text fields and in-memory files (bounded by `maxFileBytes`).
// A JSON body is accepted too (fields only), so API clients may skip multipart when they send no file.
import type { FastifyRequest } from 'fastify';
import { fieldTooLongMessage, MESSAGES, tooManyFilesMessage } from '@pgportal/contracts/messages';
import { HttpError } from '../errors';
import { refuseDeepJsonField } from './json-depth';

export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}

export interface FormBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

interface FormOptions {
  maxFileBytes: number;
  maxFiles: number;
  /** the 413 message when a file is larger than maxFileBytes */
  fileTooLarge: string;
}

const FIELD_BYTES = 64 * 1024;

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

export async function readForm(request: FastifyRequest, options: FormOptions): Promise<FormBody> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body), files: [] };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 50, fieldSize: FIELD_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // Browsers send an empty part for a file input left empty.
        if (content.length === 0 && !part.filename) continue;
        files.push({ field: part.fieldname, filename: part.filename, content });
      } else {
        if (part.valueTruncated) throw new HttpError(413, fieldTooLongMessage(part.fieldname));
        fields[part.fieldname] = refuseDeepJsonField(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, options.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, tooManyFilesMessage(options.maxFiles));
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, MESSAGES.tooManyFields);
    if (code === 'FST_PROTO_VIOLATION') throw new HttpError(400, MESSAGES.fieldNameNotAllowed);
    // Everything else here comes from parsing the body (busboy: "Boundary not found",
    // "Unexpected end of form", "Malformed part header"…): the client sent a broken form.
    request.log.info({ err: error }, 'Malformed multipart body');
    throw new HttpError(400, MALFORMED_FORM);
  }
  return { fields, files };
}
