// One Idempotency-Key per submit of an action that records money (docs/billing.md "Retries and
// Idempotency-Key"): the same input sent again after a failure (a dropped connection, a double tap
// once the first failed) reuses its key, so the server answers the first answer if the first did
// go through; after a success the next submit gets a new key. Kept in memory: a reload forgets them.
import { hasErrorCode } from './errors';

/** A new key: a UUID. crypto.randomUUID exists only on https and localhost pages; a LAN address over plain http has getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The input as text: a file by its name, size, type and time, everything else as JSON. */
const inputText = (input: unknown) =>
  JSON.stringify(input, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? {
          blob: value.size,
          type: value.type,
          ...(value instanceof File && { name: value.name, at: value.lastModified }),
        }
      : value,
  );

export interface SubmitKeys<Input> {
  /** Runs `call` with the key of this submit; a success frees it for the next submit. */
  send: <T>(input: Input, call: (idempotencyKey: string) => Promise<T>) => Promise<T>;
}

/** The keys of one action's submits (one instance per action, e.g. Mark as Paid). */
export function oneKeyPerSubmit<Input>(): SubmitKeys<Input> {
  let pending: { text: string; key: string } | null = null;
  return {
    send: async (input, call) => {
      const text = inputText(input);
      if (pending?.text !== text) pending = { text, key: newIdempotencyKey() };
      const { key } = pending;
      const forget = () => {
        if (pending?.key === key) pending = null;
      };
      try {
        const result = await call(key);
        forget();
        return result;
      } catch (error) {
        // The server knows the key for another request: the next try needs a new one.
        if (hasErrorCode(error, 'IDEMPOTENCY_KEY_REUSED')) forget();
        throw error;
      }
    },
  };
}
