// The words of the invoice and receipt PDFs in English and Hindi (issue 27): a tenant's PDF is in
// their language (Noto Sans holds Devanagari and ₹); staff download them in English.
import {
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_MODE_LABELS,
  type InvoiceStatus,
  type InvoiceType,
  type Language,
  type PaymentMode,
} from '@pgportal/contracts/enums';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import { dayIn } from '../../mail/locale';

export interface PdfLabels {
  invoiceTitle: string;
  receiptTitle: string;
  invoice: string;
  date: string;
  dueDate: string;
  type: string;
  status: string;
  phone: string;
  billedTo: string;
  description: string;
  amount: string;
  total: string;
  payments: string;
  paid: string;
  balanceDue: string;
  recordedBy: (name: string) => string;
  unknown: string;
  period: (from: string, to: string) => string;
  scanToPay: (amount: string, upiId: string) => string;
  receipt: string;
  receivedFrom: string;
  mode: string;
  reference: string;
  inWords: string;
  balanceAfter: string;
  recordedByLabel: string;
  /** a cancelled receipt (its payment reversed): the stamp, and the day with the reason */
  cancelled: string;
  cancelledOn: (day: string, reason: string) => string;
  noReason: string;
  thanks: (invoiceId: string) => string;
  invoiceTypes: Record<InvoiceType, string>;
  invoiceStatuses: Record<InvoiceStatus, string>;
  paymentModes: Record<PaymentMode, string>;
  /** beside the verify QR code (issue 44) */
  verifyPaper: string;
}

const EN: PdfLabels = {
  invoiceTitle: 'INVOICE',
  receiptTitle: 'PAYMENT RECEIPT',
  invoice: 'Invoice',
  date: 'Date',
  dueDate: 'Due Date',
  type: 'Type',
  status: 'Status',
  phone: 'Phone',
  billedTo: 'Billed to',
  description: 'Description',
  amount: 'Amount',
  total: 'Total',
  payments: 'Payments',
  paid: 'Paid',
  balanceDue: 'Balance due',
  recordedBy: (name) => `Recorded by ${name}`,
  unknown: 'Unknown',
  period: (from, to) => `${from} to ${to}`,
  scanToPay: (amount, upiId) => `Scan to pay ${amount} by UPI to ${upiId}`,
  receipt: 'Receipt',
  receivedFrom: 'Received from',
  mode: 'Mode',
  reference: 'Reference',
  inWords: 'In words',
  balanceAfter: 'Balance after it',
  recordedByLabel: 'Recorded by',
  cancelled: 'CANCELLED',
  cancelledOn: (day, reason) => `Cancelled on ${day}: ${reason}. This payment no longer counts.`,
  noReason: 'no reason given',
  thanks: (invoiceId) => `Received with thanks. This receipt is for invoice ${invoiceId}.`,
  invoiceTypes: INVOICE_TYPE_LABELS,
  invoiceStatuses: INVOICE_STATUS_LABELS,
  paymentModes: PAYMENT_MODE_LABELS,
  verifyPaper: 'Scan to check this paper is genuine at',
};

const HI: PdfLabels = {
  invoiceTitle: 'बिल',
  receiptTitle: 'भुगतान रसीद',
  invoice: 'बिल',
  date: 'तारीख',
  dueDate: 'देय तारीख',
  type: 'प्रकार',
  status: 'स्थिति',
  phone: 'फ़ोन',
  billedTo: 'बिल पाने वाले',
  description: 'विवरण',
  amount: 'राशि',
  total: 'कुल',
  payments: 'भुगतान',
  paid: 'चुकाया',
  balanceDue: 'बकाया राशि',
  recordedBy: (name) => `दर्ज करने वाले: ${name}`,
  unknown: 'अज्ञात',
  period: (from, to) => `${from} से ${to}`,
  scanToPay: (amount, upiId) => `${upiId} पर UPI से ${amount} चुकाने के लिए स्कैन करें`,
  receipt: 'रसीद',
  receivedFrom: 'भुगतानकर्ता',
  mode: 'माध्यम',
  reference: 'संदर्भ',
  inWords: 'शब्दों में',
  balanceAfter: 'इसके बाद बकाया',
  recordedByLabel: 'दर्ज करने वाले',
  cancelled: 'रद्द',
  cancelledOn: (day, reason) => `${day} को रद्द: ${reason}। यह भुगतान अब नहीं गिना जाता।`,
  noReason: 'कोई कारण नहीं दिया गया',
  thanks: (invoiceId) => `धन्यवाद सहित प्राप्त। यह रसीद बिल ${invoiceId} की है।`,
  invoiceTypes: { RENT: 'किराया', ADVANCE: 'अग्रिम', ADJUSTMENT: 'समायोजन' },
  invoiceStatuses: { UNPAID: 'बकाया', PARTIAL: 'आंशिक भुगतान', OVERDUE: 'देय तिथि बीती', PAID: 'चुकाया' },
  paymentModes: {
    CASH: 'नकद',
    UPI: 'UPI',
    CARD: 'कार्ड',
    BANK_TRANSFER: 'बैंक ट्रांसफ़र',
    NET_BANKING: 'नेट बैंकिंग',
    OTHER: 'अन्य',
  },
  verifyPaper: 'यह कागज़ असली है या नहीं, जाँचने के लिए स्कैन करें',
};

export const PDF_LABELS: Record<Language, PdfLabels> = { en: EN, hi: HI };

/** A 'YYYY-MM-DD' day on a PDF: '5 Nov 2026', or in Hindi '5 नवंबर 2026'. */
export const pdfDay = (language: Language, day: string) =>
  language === 'hi' ? dayIn('hi', day) : formatDayMonthYear(day);
