// Route schemas through the zod type provider: params, query and JSON bodies are validated before
// the handler runs and typed inside it; a failure is a 400 naming each field (plugins/errors.ts).
// Form bodies (multipart, or the same fields as JSON) are read and validated in the handler, after
// the files: the route declares them with formBody() for the API document only.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isObjectId } from '@pgportal/contracts/schemas';

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

/**
 * A body schema whose id fields must be ids: a value that is not one names no object, so the
 * answer is the 404 an unknown id gets (`notFound`, as objectId does for path params). Checked once
 * the rest of the body is valid, after the schema shared with the forms.
 */
export function withObjectIds<T extends z.ZodType>(schema: T, ids: Readonly<Record<string, string>>) {
  return schema.superRefine((value, context) => {
    for (const [field, notFoundMessage] of Object.entries(ids)) {
      const id = (value as Record<string, unknown>)[field];
      if (typeof id === 'string' && isObjectId(id)) continue;
      context.addIssue({
        code: 'custom',
        path: [field],
        message: notFoundMessage,
        params: { notFound: true },
      });
    }
  });
}
