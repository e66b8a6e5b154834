// Invoices, payments and stats as the API answers them (SPEC §3). Money in rupees (≤ 2 decimals).
import type {
  InvoiceLineKind,
  InvoiceStatus,
  InvoiceType,
  PaymentClaimStatus,
  PaymentMode,
  StatementLineStatus,
} from '../enums';

export interface Payment {
  _id: string;
  amount: number;
  paymentMode: PaymentMode;
  /** YYYY-MM-DD */
  paidAt: string;
  /** the payment this entry reverses (its amount is negative) */
  reverses: string | null;
  recordedBy: { _id: string; name: string } | null;
  /** the transfer's reference, e.g. the UPI UTR of a confirmed claim */
  reference?: string | null;
  /** the receipt's number, e.g. RCP-2026-000123 (a reversal has no receipt) */
  receiptNumber?: string | null;
  /** YYYY-MM-DD: the day a reversal cancelled this payment and its receipt; null while it counts */
  cancelledOn?: string | null;
  /** the reversal's note, why the receipt was cancelled; null when none was given */
  cancelReason?: string | null;
  createdAt: string;
}

/**
 * A tenant's 'I have paid': the UTR, waiting for staff (OPEN), CONFIRMED (a payment), REJECTED, or
 * SETTLED (closed by a payment of its amount recorded another way).
 */
export interface PaymentClaim {
  _id: string;
  /** the _id of the invoice it pays */
  invoice?: string;
  utr: string;
  amount: number;
  status: PaymentClaimStatus;
  /** the private screenshot, or null */
  screenshot: { url: string } | null;
  /** why staff rejected it */
  reason: string;
  /** YYYY-MM-DD, the day in India it was claimed */
  claimedOn: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface Invoice {
  _id: string;
  /** e.g. INV-2026-000123 */
  invoiceId: string;
  invoiceDate: string;
  dueDate: string;
  invoiceType: InvoiceType;
  status: InvoiceStatus;
  totalAmount: number;
  paidAmount: number;
  /** the day the last payment made it PAID, else null */
  paidAt: string | null;
  periodStart: string;
  periodEnd: string;
  payments: Payment[];
  /** what the total is made of (issue 23): they sum to totalAmount; negative for a credit */
  lines?: Array<{
    kind: InvoiceLineKind;
    description: string;
    amount: number;
    /** a late fee the billing job charged: its line's id (to waive it) and whether it is waived */
    id?: string;
    waived?: boolean;
  }>;
  /** the tenant's 'I have paid' claims, newest first */
  claims?: PaymentClaim[];
  /** what is still to pay: totalAmount - paidAmount */
  outstandingAmount: number;
  /** How to pay it by UPI, when something is outstanding and the portal has a UPI ID; else null. */
  upi?: {
    uri: string;
    qrDataUrl: string;
    /** whom the link pays: the property's UPI ID and name (the 'everything due' link pays the same) */
    payee?: { id: string; name: string };
  } | null;
}

/** GET /stats/ */
export interface Stats {
  totalBeds: number;
  occupiedBeds: number;
  collectedAmount: number;
  dueAmount: number;
}

/** POST /payment/statements: what became of the statement's credits (issue 23). */
export interface StatementImportCounts {
  read: number;
  matched: number;
  suggested: number;
  unmatched: number;
  duplicates: number;
  /** lines of the file that are no transaction: account details, summary, totals, separators */
  skipped?: number;
  /** what became of each credit, in the order of the file (issue 39) */
  lines?: ImportedStatementLine[];
}

/** One credit of an imported file: recorded (MATCHED), queued, or a DUPLICATE of something known. */
export interface ImportedStatementLine {
  lineNumber: number;
  /** YYYY-MM-DD */
  date: string;
  amount: number;
  /** the UTR or reference without leading zeros */
  reference: string | null;
  outcome: 'MATCHED' | 'SUGGESTED' | 'UNMATCHED' | 'DUPLICATE';
  invoiceNumbers: string[];
  /** what a duplicate matched ('already recorded on 29 Nov 2026 by Demo Manager'), what a match paid */
  says: string | null;
}

/** A credit of an imported bank statement in the reconciliation queue. */
export interface StatementLine {
  _id: string;
  lineNumber: number;
  /** YYYY-MM-DD */
  date: string;
  narration: string;
  amount: number;
  reference: string | null;
  status: StatementLineStatus;
  /** MATCHED: the invoice paid; SUGGESTED: the invoice the credit seems to pay */
  invoice: { _id: string; invoiceId: string; outstandingAmount: number } | null;
  tenant: { _id: string; fullName: string } | null;
  paymentId: string | null;
}
