import type { Payment } from '@pgportal/contracts/types';
import { gstNoteDownloadUrl, invoiceDownloadUrl, receiptDownloadUrl } from '../api';

/** Downloads a file through a link, as if the user clicked one. */
function download(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads the invoice's PDF. */
export function downloadInvoice(invoice: { _id: string; invoiceId: string }) {
  download(invoiceDownloadUrl(invoice), `${invoice.invoiceId}.pdf`);
}

/** Downloads a payment's receipt (a PDF named by its receipt number when it has one). */
export function downloadReceipt(payment: Pick<Payment, '_id' | 'receiptNumber'>) {
  download(receiptDownloadUrl(payment), `${payment.receiptNumber ?? 'receipt'}.pdf`);
}

/** Downloads a GST credit or debit note (a PDF named by its serial, CN/26-27/1 -> CN-26-27-1.pdf). */
export function downloadGstNote(note: { _id: string; serial: string }) {
  download(gstNoteDownloadUrl(note), `${note.serial.replaceAll('/', '-')}.pdf`);
}
