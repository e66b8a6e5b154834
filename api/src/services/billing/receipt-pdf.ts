// A payment's receipt as a PDF (pdf-lib, as the invoice PDF): receipt number, property, tenant,
// invoice, the amount in figures and in Indian words, mode, reference, date and the balance after it;
// its labels in the reader's language (issue 27).
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import type { Language } from '@pgportal/contracts/enums';
import { formatName, formatPhone } from '@pgportal/contracts/format';
import { embedPortalFonts, pdfRupees as money } from '../pdf/fonts';
import { PDF_LABELS, pdfDay } from '../pdf/labels';
import { amountInWords } from './amount-in-words';
import type { Receipt } from './receipts';

export async function receiptPdf(receipt: Receipt, language: Language = 'en'): Promise<Buffer> {
  const { payment, invoice } = receipt;
  const labels = PDF_LABELS[language];
  const day = (value: string) => pdfDay(language, value);
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
  text(labels.receiptTitle, 50, bold, 14);
  y -= 24;
  const reference = payment.reference ?? '';
  const rows: Array<[string, string]> = [
    [labels.receipt, payment.receiptNumber],
    [labels.date, day(payment.paidAt)],
    [labels.receivedFrom, formatName(receipt.tenantName)],
    [labels.phone, formatPhone(receipt.tenantPhone)],
    [labels.invoice, invoice.invoiceId],
    [labels.mode, labels.paymentModes[payment.paymentMode]],
    [labels.reference, reference || '-'],
    [labels.amount, money(payment.amountPaise)],
    [labels.inWords, amountInWords(payment.amountPaise)],
    [labels.balanceAfter, money(receipt.balanceAfterPaise)],
    [labels.recordedByLabel, formatName(receipt.recorderName) || labels.unknown],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    text(`${label}:`, 50, bold);
    text(value, 160, label === labels.amount ? bold : regular);
    y -= 18;
  }
  y -= 20;
  if (receipt.reversedOn) {
    text(labels.reversed(day(receipt.reversedOn)), 50, bold, 12);
    y -= 20;
  }
  text(labels.thanks(invoice.invoiceId), 50);
  return Buffer.from(await pdf.save());
}
