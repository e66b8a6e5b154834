// Route schemas through the zod type provider: params, query and JSON bodies are validated before
// the handler runs and typed inside it; a failure is a 400 naming each field (plugins/errors.ts).
// Form bodies (multipart, or the same fields as JSON) are read and validated in the handler, after
// the files: the route declares them with formBody() for the API document only.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const documentationOnly = new WeakSet<object>();

/** A form's fields (multipart or JSON) and its files, as the API document shows them. */
export function formBody(fields: z.ZodObject, files: Record<string, string> = {}) {
  const fileFields = Object.fromEntries(
    Object.entries(files).map(([name, description]) => [name, z.file().optional().describe(description)]),
  );
  const multipart = fields.extend(fileFields);
  const json = fields.meta({});
  documentationOnly.add(multipart);
  documentationOnly.add(json);
  return {
    content: {
      'multipart/form-data': { schema: multipart },
      'application/json': { schema: json },
    },
  };
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (documentationOnly.has(route.schema)) return () => true;
  const validate = zodValidatorCompiler(route);
  // No body at all reads as an empty object, so each missing field is named.
  return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
};

export { idParam, objectId } from '@pgportal/contracts/schemas';
