// The Idempotency-Key header of the money routes (docs/billing.md "Retries and Idempotency-Key",
// after draft-ietf-httpapi-idempotency-key-header). A route opts in with `config: { idempotent: true }`;
// plugins/idempotency.ts claims the key before the handler (a JSON body) and keeps or frees it
// once the answer is known. A multipart form is claimed here, by withForm, once its parts are read:
// its fingerprint is its fields and its files' bytes, not the raw body, whose boundary is random.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@pgportal/contracts/messages';
import { HttpError } from '../errors';
import { claimKey, type KeyClaim, type StoredAnswer } from '../services/idempotency/keys';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** 1 to 200 printable ASCII characters (space to tilde). */
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

/** One request's key: claimed (rowId) until its answer is kept or the key freed. */
export interface IdempotencyState {
  claim: Omit<KeyClaim, 'fingerprint'>;
  rowId: string | null;
  /** a multipart form: claimed by claimForm once its parts are read */
  awaitingForm: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** honours the Idempotency-Key header (plugins/idempotency.ts) */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** set when an idempotent route was called with an Idempotency-Key */
    idempotency: IdempotencyState | null;
  }
}

/**
 * The key the header carries, or null without one; 400 for a key that is not 1 to 200 printable
 * ASCII characters. The draft writes the key as a Structured Field string ("…"): its quotes are
 * not part of the key, so `"abc"` and `abc` are one key.
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = Array.isArray(header) ? header.join(', ') : header;
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!KEY_PATTERN.test(key)) throw new HttpError(400, MESSAGES.idempotencyKeyInvalid);
  return key;
}

/** JSON with every object's keys sorted: equal values give equal text whatever their keys' order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

/** SHA-256 (hex) of what makes two requests the same request. */
export const fingerprintOf = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Thrown inside a handler when the key already answered this request; the route wrapper sends it. */
export class ReplayAnswer extends Error {
  override name = 'ReplayAnswer';
  constructor(readonly answer: StoredAnswer) {
    super('Idempotent replay');
  }
}

export function sendReplay(reply: FastifyReply, answer: StoredAnswer) {
  return reply
    .code(answer.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(answer.body);
}

/**
 * Claims the request's key with this fingerprint. Answers the stored answer when the key already
 * answered the same request; 409 when it was used for another request or is still being processed
 * (the draft's answer to a concurrent retry).
 */
export async function claimRequest(
  request: FastifyRequest,
  fingerprint: string,
): Promise<StoredAnswer | null> {
  const state = request.idempotency;
  if (!state) return null;
  const outcome = await claimKey(request.server.deps.db, { ...state.claim, fingerprint });
  switch (outcome.kind) {
    case 'claimed':
      state.rowId = outcome.rowId;
      return null;
    case 'replay':
      return outcome.answer;
    case 'reused':
      throw new HttpError(409, MESSAGES.idempotencyKeyReused);
    case 'in-progress':
      throw new HttpError(409, MESSAGES.idempotencyKeyInProgress, { headers: { 'retry-after': '1' } });
  }
}

/** What identifies the request apart from its body. */
export const requestIdentity = (request: FastifyRequest) => ({
  method: request.method,
  // a route always has its pattern; the path is only a fallback for the type
  route: request.routeOptions.url ?? request.url,
  params: request.params,
});

/** A multipart form as withForm read it: text fields and files in temporary files. */
export interface ReadForm {
  fields: Record<string, string>;
  files: ReadonlyArray<{ field: string; filename: string; file: { path: string } }>;
}

/**
 * withForm calls it once the form is read, before the work: claims the key of a multipart request
 * to an idempotent route (its fields and its files' bytes are its fingerprint). A replay is thrown
 * as ReplayAnswer, so the work does not run.
 */
export async function claimForm(request: FastifyRequest, form: ReadForm): Promise<void> {
  const state = request.idempotency;
  if (!state?.awaitingForm) return;
  state.awaitingForm = false;
  const files = await Promise.all(
    form.files.map(async ({ field, filename, file }) => ({
      field,
      filename,
      sha256: await fileHash(file.path),
    })),
  );
  const answer = await claimRequest(
    request,
    fingerprintOf({ ...requestIdentity(request), fields: form.fields, files }),
  );
  if (answer) throw new ReplayAnswer(answer);
}
