// A payment's receipt as a PDF (pdf-lib, as the invoice PDF): receipt number, property, tenant,
// invoice, the amount in figures and in Indian words, mode, reference, date and the balance after it.
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import { formatDayMonthYear as day, formatName, formatPhone } from '@pgportal/contracts/format';
import { embedPortalFonts, pdfRupees as money } from '../pdf/fonts';
import { amountInWords } from './amount-in-words';
import type { Receipt } from './receipts';

export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { payment, invoice } = receipt;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${payment.receiptNumber}`);
  pdf.setProducer('PG Portal');
  const page = pdf.addPage([595, 842]);
  const { regular, bold } = await embedPortalFonts(pdf);
  let y = 790;
  const text = (value: string, x: number, font: PDFFont = regular, size = 10) =>
    page.drawText(value, { x, y, font, size, color: rgb(0.1, 0.1, 0.1), maxWidth: 545 - x });

  text(receipt.propertyName, 50, bold, 18);
  y -= 16;
  if (receipt.propertyAddress) text(receipt.propertyAddress, 50);
  y -= 36;
  text('PAYMENT RECEIPT', 50, bold, 14);
  y -= 24;
  const reference = payment.reference ?? '';
  const rows: Array<[string, string]> = [
    ['Receipt', payment.receiptNumber],
    ['Date', day(payment.paidAt)],
    ['Received from', formatName(receipt.tenantName)],
    ['Phone', formatPhone(receipt.tenantPhone)],
    ['Invoice', invoice.invoiceId],
    ['Mode', PAYMENT_MODE_LABELS[payment.paymentMode]],
    ['Reference', reference || '-'],
    ['Amount', money(payment.amountPaise)],
    ['In words', amountInWords(payment.amountPaise)],
    ['Balance after it', money(receipt.balanceAfterPaise)],
    ['Recorded by', formatName(receipt.recorderName) || 'Unknown'],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    text(`${label}:`, 50, bold);
    text(value, 160, label === 'Amount' ? bold : regular);
    y -= 18;
  }
  y -= 20;
  if (receipt.reversedOn) {
    text(`REVERSED on ${day(receipt.reversedOn)}: this payment no longer counts.`, 50, bold, 12);
    y -= 20;
  }
  text(`Received with thanks. This receipt is for invoice ${invoice.invoiceId}.`, 50);
  return Buffer.from(await pdf.save());
}
