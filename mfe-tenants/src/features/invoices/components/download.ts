import type { Payment } from '@pgportal/contracts/types';
import { invoiceDownloadUrl, receiptDownloadUrl } from '../api';

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
