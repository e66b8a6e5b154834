// A payment's receipt as a PDF (pdf-lib, started by the portal's one PDF writer, as the invoice
// PDF): receipt number, property, tenant, invoice, the amount in figures and in Indian words, mode, reference, date and the balance after it;
// its labels in the reader's language (issue 27). A cancelled receipt (its payment reversed) says so
// at the top: a CANCELLED stamp, the day and the reason.
import { rgb, type PDFFont } from 'pdf-lib';
import type { Language } from '@pgportal/contracts/enums';
import { formatName, formatPhone } from '@pgportal/contracts/format';
import { formatPaise as money } from '../money';
import { PDF_LABELS, pdfDay } from '../pdf/labels';
import { createPortalPdf } from '../pdf/writer';
import { drawVerifyQr } from '../pdf/verify-qr';
import { amountInWords } from './amount-in-words';
import type { Receipt } from './receipts';
import { drawTextRuns } from '../pdf/script-runs';
import { wrapText } from '../pdf/wrap';

const RED = rgb(0.75, 0.1, 0.1);

/** `verifyUrl`: the signed URL its QR code holds (issue 44). */
export async function receiptPdf(receipt: Receipt, language: Language, verifyUrl: string): Promise<Buffer> {
  const { payment, invoice } = receipt;
  const labels = PDF_LABELS[language];
  const day = (value: string) => pdfDay(language, value);
  const { pdf, fonts, save } = await createPortalPdf(`Receipt ${payment.receiptNumber}`);
  const { regular, bold } = fonts;
  const page = pdf.addPage([595, 842]);
  let y = 790;
  const text = (value: string, x: number, font: PDFFont = regular, size = 10, color = rgb(0.1, 0.1, 0.1)) =>
    drawTextRuns(page, value, { x, y, font, size, color, maxWidth: 545 - x });

  text(receipt.propertyName, 50, bold, 18);
  y -= 16;
  if (receipt.propertyAddress) text(receipt.propertyAddress, 50);
  y -= 36;
  text(labels.receiptTitle, 50, bold, 14);
  if (receipt.cancelledOn) {
    const stamp = labels.cancelled;
    page.drawRectangle({
      x: 395,
      y: y - 8,
      width: bold.widthOfTextAtSize(stamp, 22) + 20,
      height: 32,
      borderColor: RED,
      borderWidth: 2,
    });
    text(stamp, 405, bold, 22, RED);
    y -= 26;
    const reason = (receipt.cancelReason ?? labels.noReason).replace(/[.।\s]+$/, '');
    for (const line of wrapText(labels.cancelledOn(day(receipt.cancelledOn), reason), bold, 11, 495)) {
      text(line, 50, bold, 11, RED);
      y -= 15;
    }
  }
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
  text(labels.thanks(invoice.invoiceId), 50);
  y -= 30;
  drawVerifyQr(page, regular, verifyUrl, labels.verifyPaper, { x: 50, y: y - 96 });
  return save();
}
