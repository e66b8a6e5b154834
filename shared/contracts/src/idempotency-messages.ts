// The refusals of the Idempotency-Key header on the money routes (docs/billing.md "Retries and
// Idempotency-Key"), spread into MESSAGES (messages.ts).
export const IDEMPOTENCY_MESSAGES = {
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 1 to 200 printable ASCII characters (letters, digits, punctuation or spaces), for example a UUID.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still being processed. Wait a moment, then refresh to see whether it was recorded.',
} as const;
