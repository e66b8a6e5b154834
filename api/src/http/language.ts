// The language of an answer (issue 27): a signed-in tenant who chose Hindi reads the API's
// `message` (and a refused form's field messages) in Hindi, from the contracts' catalogue. The
// language comes from the tenant row the guard loaded for this request (or, before sign-in, from
// the request itself); staff and anyone else read English. Nothing is kept between requests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@pgportal/contracts/enums';
import { inLanguage } from '@pgportal/contracts/messages-hi';

declare module 'fastify' {
  interface FastifyRequest {
    /** the language a route chose for its answer (a tenant's sign-in, a new preference) */
    answerLanguage: Language | null;
  }
}

interface Envelope {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  'success' in payload &&
  typeof (payload as { message?: unknown }).message === 'string';

/** The language this request is answered in: the route's choice, else the signed-in tenant's. */
export function languageOf(request: FastifyRequest): Language {
  return request.answerLanguage ?? (request.staff ? null : request.tenant?.language) ?? 'en';
}

function translated(payload: Envelope, language: Language): Envelope {
  const errors = payload.errors
    ? Object.fromEntries(Object.entries(payload.errors).map(([field, text]) => [field, inLanguage(text, language)]))
    : undefined;
  return { ...payload, message: inLanguage(payload.message, language), ...(errors && { errors }) };
}

export function registerAnswerLanguage(app: FastifyInstance) {
  app.decorateRequest('answerLanguage', null);
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = languageOf(request);
    return language !== 'en' && isEnvelope(payload) ? translated(payload, language) : payload;
  });
}
