// What an audit entry keeps of a change: the changed fields only, personal ID numbers masked to
// their last 4 characters, and never secrets (codes, tokens) or file contents and storage keys.
import type { AuditValues } from '../../db/schema';

/** Fields holding a personal ID number (legal documents, ID proofs). */
const ID_NUMBER_FIELDS = new Set([
  'number',
  'idNumber',
  'idProofNumber',
  'documentNumber',
  'passportNumber',
  'visaNumber',
]);
/** Fields never written to the log. */
const SECRET_FIELD =
  /(code|token|otp|secret|password|hash|content|buffer|bytes|fileKey|billKey|storageKey)$/i;
/** Bookkeeping columns every row carries; they say nothing about the change. */
const NOISE_FIELDS = new Set(['updatedAt', 'createdAt']);

/** `XXXXXXXX1234`: every character but the last 4 replaced. */
export function maskIdNumber(value: string): string {
  const keep = value.slice(-4);
  return 'X'.repeat(Math.max(value.length - 4, 0)) + keep;
}

function clean(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') return sanitize(value as Record<string, unknown>);
  return value;
}

/** The fields safe to log, ID numbers masked, nested objects alike. */
export function sanitize(values: Record<string, unknown>): AuditValues {
  const out: AuditValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || SECRET_FIELD.test(field) || NOISE_FIELDS.has(field)) continue;
    out[field] =
      ID_NUMBER_FIELDS.has(field) && typeof value === 'string' ? maskIdNumber(value) : clean(value);
  }
  return out;
}

/** JSON with object keys sorted: jsonb gives an object back with its keys in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The before and after of the fields that changed. Either side may be null (a creation has no
 * before, a deletion no after); then the other side is kept whole (sanitized).
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: AuditValues | null; after: AuditValues | null } {
  const cleanBefore = before ? sanitize(before) : null;
  const cleanAfter = after ? sanitize(after) : null;
  if (!cleanBefore || !cleanAfter) return { before: cleanBefore, after: cleanAfter };
  const diffBefore: AuditValues = {};
  const diffAfter: AuditValues = {};
  for (const field of new Set([...Object.keys(cleanBefore), ...Object.keys(cleanAfter)])) {
    if (!(field in cleanAfter)) continue;
    if (same(cleanBefore[field], cleanAfter[field])) continue;
    diffBefore[field] = cleanBefore[field] ?? null;
    diffAfter[field] = cleanAfter[field];
  }
  return { before: diffBefore, after: diffAfter };
}

/** The fields of `row` that `like` names: a row's before, for comparing with what is written. */
export function fieldsLike(row: object, like: object): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(like).map((field) => [field, source[field]]));
}
