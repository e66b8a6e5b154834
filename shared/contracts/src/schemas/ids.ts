// Object ids, as route schemas check them. Every id the API issues is a UUID (gen_random_uuid()).
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be an object's `_id` at all. */
export const isObjectId = (value: string) => UUID.test(value);

/**
 * An object's `_id` in a route. A value that is not an id names no object, so the API answers it
 * as it answers an id that names nothing: 404 with `notFoundMessage` (the issue carries
 * `params.notFound`, which the API's error handler reads), never a 400.
 */
export const objectId = (notFoundMessage: string, description = 'the object’s _id') =>
  z
    .string()
    .refine(isObjectId, { message: notFoundMessage, params: { notFound: true } })
    .meta({ format: 'uuid', description });

/** `{ id }` of a path such as /tenant/:id. */
export const idParam = (notFoundMessage: string) => z.object({ id: objectId(notFoundMessage) });
