// Invoices, payments and stats as the API answers them (SPEC §3). Money in rupees (≤ 2 decimals).
import type { InvoiceStatus, InvoiceType, PaymentMode } from '../enums';

export interface Payment {
  _id: string;
  amount: number;
  paymentMode: PaymentMode;
  /** YYYY-MM-DD */
  paidAt: string;
  /** the payment this entry reverses (its amount is negative) */
  reverses: string | null;
  recordedBy: { _id: string; name: string } | null;
  createdAt: string;
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
  /** what is still to pay: totalAmount - paidAmount */
  outstandingAmount: number;
  /** How to pay it by UPI, when something is outstanding and the portal has a UPI ID; else null. */
  upi?: { uri: string; qrDataUrl: string } | null;
}

/** GET /stats/ */
export interface Stats {
  totalBeds: number;
  occupiedBeds: number;
  collectedAmount: number;
  dueAmount: number;
}
