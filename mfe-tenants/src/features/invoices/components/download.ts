import { invoiceDownloadUrl } from '../api';

/** Downloads the invoice's PDF through a link, as if the user clicked one. */
export function downloadInvoice(invoice: { _id: string; invoiceId: string }) {
  const link = document.createElement('a');
  link.href = invoiceDownloadUrl(invoice);
  link.download = `${invoice.invoiceId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
}
