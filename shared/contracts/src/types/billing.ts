// Invoices, payments and stats as the API answers them (SPEC §3), inferred from the response
// schemas the server serialises through (responses/billing.ts). Money in rupees (≤ 2 decimals).
import type { z } from 'zod';
import type {
  invoiceAnswerSchema,
  paymentAnswerSchema,
  paymentClaimAnswerSchema,
  statementImportAnswerSchema,
  statementLineAnswerSchema,
  statsAnswerSchema,
} from '../responses/billing';

export type Payment = z.output<typeof paymentAnswerSchema>;

/**
 * A tenant's 'I have paid': the UTR, waiting for staff (OPEN), CONFIRMED (a payment), REJECTED, or
 * SETTLED (closed by a payment of its amount recorded another way).
 */
export type PaymentClaim = z.output<typeof paymentClaimAnswerSchema>;

export type Invoice = z.output<typeof invoiceAnswerSchema>;

/** GET /stats/ */
export type Stats = z.output<typeof statsAnswerSchema>;

/** POST /payment/statements: what became of the statement's credits (issue 23). */
export type StatementImportCounts = z.output<typeof statementImportAnswerSchema>;

/** One credit of an imported file: recorded (MATCHED), queued, or a DUPLICATE of something known. */
export type ImportedStatementLine = NonNullable<StatementImportCounts['lines']>[number];

/** A credit of an imported bank statement in the reconciliation queue. */
export type StatementLine = z.output<typeof statementLineAnswerSchema>;
