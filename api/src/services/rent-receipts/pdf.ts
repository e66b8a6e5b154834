// The HRA rent receipt as a PDF (issue 44), on the portal's one PDF writer, in the tenant's
// language, with the verify QR code (its URL signed by the portal's key).
import { rgb, type PDFFont } from 'pdf-lib';
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import { formatPaise as money } from '../money';
import { amountInWords } from '../payments/amount-in-words';
import { PDF_LABELS, pdfDay } from '../pdf/labels';
import { createPortalPdf } from '../pdf/writer';
import { drawVerifyQr } from '../verify/qr';
import { RENT_RECEIPT_LABELS } from './labels';
import type { RentReceipt } from './receipt';

const INK = rgb(0.1, 0.1, 0.1);

function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(longer, size) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return line ? [...lines, line] : lines;
}

export async function rentReceiptPdf(receipt: RentReceipt, url: string, language: Language): Promise<Buffer> {
  const labels = RENT_RECEIPT_LABELS[language];
  const modeNames = PDF_LABELS[language].paymentModes;
  const day = (value: string) => pdfDay(language, value);
  const { pdf, fonts, save } = await createPortalPdf(`Rent receipt ${receipt.number}`);
  const { regular, bold } = fonts;
  const page = pdf.addPage([595, 842]);
  let y = 790;
  const paragraph = (value: string, font: PDFFont = regular, size = 10) => {
    for (const line of wrap(value, font, size, 495)) {
      page.drawText(line, { x: 50, y, font, size, color: INK });
      y -= size + 5;
    }
  };
  const field = (label: string, value: string) => {
    page.drawText(`${label}:`, { x: 50, y, font: bold, size: 10, color: INK });
    for (const line of wrap(value, regular, 10, 375)) {
      page.drawText(line, { x: 170, y, font: regular, size: 10, color: INK });
      y -= 15;
    }
    y -= 3;
  };

  paragraph(receipt.propertyName, bold, 18);
  if (receipt.propertyAddress) paragraph(receipt.propertyAddress);
  y -= 20;
  paragraph(labels.title, bold, 14);
  y -= 10;
  const period =
    receipt.period.month === 0
      ? labels.financialYear(day(receipt.periodStart), day(receipt.periodEnd))
      : `${day(receipt.periodStart)} - ${day(receipt.periodEnd)}`;
  const rented = receipt.place
    ? `${labels.roomBed(receipt.place.roomNumber, receipt.place.bedNumber)}, ${receipt.propertyAddress}`
    : receipt.propertyAddress;
  const amount = money(receipt.amountPaise);
  const tenant = formatName(receipt.tenantName);
  field(labels.receiptNumber, receipt.number);
  field(labels.date, day(receipt.issuedOn));
  field(labels.tenant, tenant);
  field(labels.landlord, `${receipt.propertyName}, ${receipt.propertyAddress}`);
  field(labels.rentedAddress, rented);
  field(labels.period, period);
  field(labels.amount, amount);
  field(labels.inWords, amountInWords(receipt.amountPaise));
  field(labels.modes, receipt.modes.map((mode) => modeNames[mode]).join(', '));
  if (receipt.landlordPan) field(labels.landlordPan, receipt.landlordPan);
  y -= 8;
  paragraph(labels.statement(amount, tenant, period, rented));
  y -= 6;
  const panLimit = money(receipt.panLimitPaise);
  if (!receipt.panRequired) paragraph(labels.declaration(panLimit));
  else if (!receipt.landlordPan) paragraph(labels.panMissing(panLimit), bold);
  if (receipt.revenueStamp) {
    y -= 6;
    paragraph(labels.stampNote(money(receipt.stampLimitPaise)), bold);
    page.drawRectangle({ x: 470, y: y - 70, width: 70, height: 70, borderColor: INK, borderWidth: 1 });
  }
  y -= 90;
  page.drawLine({ start: { x: 50, y }, end: { x: 280, y }, thickness: 0.5, color: INK });
  y -= 14;
  paragraph(labels.signature, regular, 9);
  y -= 20;
  await drawVerifyQr(page, regular, url, labels.verify, { x: 50, y: y - 96 });
  return save();
}
