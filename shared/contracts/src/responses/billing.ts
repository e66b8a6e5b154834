// Invoices, payments and stats as the API answers them (types/billing.ts). Money in rupees.
import { z } from 'zod';
import { invoiceLineAnswerSchema } from './charges';
import {
  INVOICE_STATUSES,
  INVOICE_TYPES,
  GST_DOCUMENT_KINDS,
  GST_NOTE_KINDS,
  PAYMENT_CLAIM_STATUSES,
  PAYMENT_MODES,
  STATEMENT_LINE_STATUSES,
} from '../enums';
import { answerObject, timestamp } from './common';

const day = z.string().describe('YYYY-MM-DD');

export const paymentAnswerSchema = answerObject({
  _id: z.string(),
  amount: z.number().describe('negative for a reversal'),
  paymentMode: z.enum(PAYMENT_MODES),
  paidAt: day,
  reverses: z.string().nullable().describe('the payment this entry reverses'),
  recordedBy: answerObject({ _id: z.string(), name: z.string() }).nullable(),
  reference: z.string().nullable().optional().describe('e.g. the UPI UTR of a confirmed claim'),
  receiptNumber: z
    .string()
    .nullable()
    .optional()
    .describe(
      'e.g. RCP-2026-000123; null for a reversal (it has no receipt) and until a receipt is first made',
    ),
  cancelledOn: day
    .nullable()
    .optional()
    .describe('the day a reversal cancelled this payment and its receipt; null while it counts'),
  cancelReason: z
    .string()
    .nullable()
    .optional()
    .describe("the reversal's note, the reason the receipt was cancelled; null when none was given"),
  createdAt: timestamp,
});

export const paymentClaimAnswerSchema = answerObject({
  _id: z.string(),
  invoice: z.string().optional().describe('the _id of the invoice it pays'),
  utr: z.string().describe('the 12-digit UPI reference'),
  amount: z.number(),
  status: z.enum(PAYMENT_CLAIM_STATUSES),
  screenshot: answerObject({ url: z.string() }).nullable(),
  reason: z.string().describe('why staff rejected it'),
  claimedOn: day,
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});

/** POST /tenant/my-claims: one claim per invoice the transfer paid, oldest invoice first. */
export const paymentClaimsAnswerSchema = z.array(paymentClaimAnswerSchema);

export const invoiceAnswerSchema = answerObject({
  _id: z.string(),
  invoiceId: z.string().describe('e.g. INV-2026-000123'),
  invoiceDate: day,
  dueDate: day,
  invoiceType: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  totalAmount: z.number(),
  paidAmount: z.number(),
  paidAt: day.nullable().describe('the day the last payment made it PAID'),
  periodStart: day,
  periodEnd: day,
  payments: z.array(paymentAnswerSchema),
  lines: z
    .array(invoiceLineAnswerSchema)
    .optional()
    .describe('what the total is made of; it sums to totalAmount'),
  claims: z
    .array(paymentClaimAnswerSchema)
    .optional()
    .describe("the tenant's 'I have paid' claims, newest first"),
  outstandingAmount: z.number().describe('totalAmount - paidAmount'),
  upi: answerObject({
    uri: z.string(),
    qrDataUrl: z.string(),
    payee: answerObject({ id: z.string(), name: z.string() }).optional().describe('the UPI ID and name paid'),
  })
    .nullable()
    .optional()
    .describe('how to pay it by UPI, when something is outstanding and the property has a UPI ID'),
  gst: answerObject({
    kind: z.enum(GST_DOCUMENT_KINDS),
    serial: z.string().describe('the GST serial of the GSTIN and financial year, e.g. GST/26-27/42'),
    gstin: z.string(),
    legalName: z.string(),
    sac: z.string(),
    taxableValue: z.number().describe('₹: the value taxed (a bill of supply: its whole value)'),
    ratePercent: z.number().describe('CGST + SGST together, e.g. 5; 0 on a bill of supply'),
    cgst: z.number(),
    sgst: z.number(),
    reason: z.string().describe('EXEMPT, SHORT_STAY, ABOVE_LIMIT or NO_EXEMPTION (docs/taxes.md)'),
    notes: z
      .array(
        answerObject({
          _id: z.string().describe('the note’s id: GET /payment/gst-note/{_id}/download is its PDF'),
          kind: z.enum(GST_NOTE_KINDS),
          serial: z.string().describe('e.g. CN/26-27/3'),
          date: day,
          reason: z
            .string()
            .describe(
              'the stay: REACHED_90_DAYS (a credit) or ENDED_BEFORE_90_DAYS (a debit); a late fee: LATE_FEE (a debit), LATE_FEE_WAIVED or LATE_FEE_EXEMPT (a credit)',
            ),
          taxableValue: z.number(),
          ratePercent: z.number(),
          cgst: z.number().describe('₹ of CGST reversed (a credit note) or now payable (a debit note)'),
          sgst: z.number(),
        }),
      )
      .optional()
      .describe(
        "the billing job's credit and debit notes correcting this invoice's tax; the amount owed does not change",
      ),
  })
    .optional()
    .describe("a GST-registered property's RENT invoice: what it was at issue (issue 44); absent otherwise"),
});

export const statsAnswerSchema = answerObject({
  totalBeds: z.number(),
  occupiedBeds: z.number(),
  collectedAmount: z.number(),
  dueAmount: z.number(),
});

/** POST /payment/statements: what became of the credits read (issue 23). */
export const statementImportAnswerSchema = answerObject({
  read: z.number(),
  matched: z.number(),
  suggested: z.number(),
  unmatched: z.number(),
  duplicates: z.number(),
  skipped: z
    .number()
    .describe('lines of the file that are no transaction: above the header, below the last one, separators'),
  lines: z
    .array(
      z.object({
        lineNumber: z.number().describe('the line of the file'),
        date: z.string(),
        amount: z.number().describe('the credit in rupees'),
        reference: z.string().nullable().describe('the UTR or reference, without leading zeros'),
        outcome: z.enum(['MATCHED', 'SUGGESTED', 'UNMATCHED', 'DUPLICATE']),
        invoiceNumbers: z.array(z.string()).describe('what the credit paid (MATCHED) or seems to pay'),
        says: z.string().nullable().describe("what a duplicate matched ('already recorded on …')"),
      }),
    )
    .optional()
    .describe('what became of each credit of the file, in the order of the file'),
});

export const statementMappingAnswerSchema = answerObject({
  dateColumn: z.string(),
  narrationColumn: z.string(),
  creditColumn: z.string(),
  referenceColumn: z.string().nullable(),
  debitColumn: z.string().nullable().describe('the withdrawal column'),
  indicatorColumn: z.string().nullable().describe('the Dr / Cr column of a single Amount column'),
  balanceColumn: z.string().nullable(),
}).nullable();

export const statementLineAnswerSchema = answerObject({
  _id: z.string(),
  lineNumber: z.number(),
  date: day,
  narration: z.string(),
  amount: z.number(),
  reference: z.string().nullable(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  invoice: answerObject({ _id: z.string(), invoiceId: z.string(), outstandingAmount: z.number() }).nullable(),
  tenant: answerObject({ _id: z.string(), fullName: z.string() }).nullable(),
  paymentId: z.string().nullable(),
});
