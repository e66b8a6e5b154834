// The portal's papers (PDFs and QR images), loaded on first use: pdf-lib, fontkit and qrcode are
// over 200 modules that the server would otherwise load at start, and every API test file with it.
// Routes and services import the papers from here, never from their modules.
import type { agreementPdf as AgreementPdf } from '../admission-papers/agreement-pdf';
import type { policeFormPdf as PoliceFormPdf } from '../admission-papers/police-form-pdf';
import type { worksheetPdf as WorksheetPdf } from '../electricity/worksheet-pdf';
import type { exitStatementPdf as ExitStatementPdf } from '../exits/pdf';
import type { form3SheetPdf as Form3SheetPdf } from '../form3/sheet-pdf';
import type { invoicePdf as InvoicePdf } from '../payments/pdf';
import type { receiptPdf as ReceiptPdf } from '../payments/receipt-pdf';
import type { rentReceiptPdf as RentReceiptPdf } from '../rent-receipts/pdf';
import type { gstNotePdf as GstNotePdf } from '../taxes/gst-note-pdf';
import type { qrPngDataUrl as QrPngDataUrl } from './qr-png';

/** A function whose module is imported the first time it is called. */
function onDemand<F extends (...args: never[]) => Promise<unknown>>(load: () => Promise<F>): F {
  return ((...args: Parameters<F>) => load().then((fn) => fn(...args))) as F;
}

export const agreementPdf = onDemand<typeof AgreementPdf>(
  async () => (await import('../admission-papers/agreement-pdf')).agreementPdf,
);
export const policeFormPdf = onDemand<typeof PoliceFormPdf>(
  async () => (await import('../admission-papers/police-form-pdf')).policeFormPdf,
);
export const worksheetPdf = onDemand<typeof WorksheetPdf>(
  async () => (await import('../electricity/worksheet-pdf')).worksheetPdf,
);
export const exitStatementPdf = onDemand<typeof ExitStatementPdf>(
  async () => (await import('../exits/pdf')).exitStatementPdf,
);
export const form3SheetPdf = onDemand<typeof Form3SheetPdf>(
  async () => (await import('../form3/sheet-pdf')).form3SheetPdf,
);
export const invoicePdf = onDemand<typeof InvoicePdf>(
  async () => (await import('../payments/pdf')).invoicePdf,
);
export const receiptPdf = onDemand<typeof ReceiptPdf>(
  async () => (await import('../payments/receipt-pdf')).receiptPdf,
);
export const rentReceiptPdf = onDemand<typeof RentReceiptPdf>(
  async () => (await import('../rent-receipts/pdf')).rentReceiptPdf,
);
export const gstNotePdf = onDemand<typeof GstNotePdf>(
  async () => (await import('../taxes/gst-note-pdf')).gstNotePdf,
);
export const qrPngDataUrl = onDemand<typeof QrPngDataUrl>(
  async () => (await import('./qr-png')).qrPngDataUrl,
);
