// The HRA rent receipt as a PDF (issue 44), on the portal's one PDF writer, in the tenant's
// language, with the verify QR code (its URL signed by the portal's key).
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import { formatPaise as money } from '../money';
import { amountInWords } from '../payments/amount-in-words';
import { PDF_LABELS, pdfDay } from '../pdf/labels';
import { BLANK, createPdfWriter } from '../pdf/writer';
import { RENT_RECEIPT_LABELS } from './labels';
import type { RentReceipt } from './receipt';

export async function rentReceiptPdf(receipt: RentReceipt, url: string, language: Language): Promise<Buffer> {
  const labels = RENT_RECEIPT_LABELS[language];
  const modeNames = PDF_LABELS[language].paymentModes;
  const day = (value: string) => pdfDay(language, value);
  const write = await createPdfWriter(`Rent receipt ${receipt.number}`);

  write.heading(receipt.propertyName, 18);
  if (receipt.propertyAddress) write.paragraph(receipt.propertyAddress);
  write.gap(16);
  write.heading(labels.title);
  const period =
    receipt.period.month === 0
      ? labels.financialYear(day(receipt.periodStart), day(receipt.periodEnd))
      : `${day(receipt.periodStart)} - ${day(receipt.periodEnd)}`;
  const rented = receipt.place
    ? `${labels.roomBed(receipt.place.roomNumber, receipt.place.bedNumber)}, ${receipt.propertyAddress}`
    : receipt.propertyAddress;
  const amount = money(receipt.amountPaise);
  const tenant = formatName(receipt.tenantName);
  write.field(labels.receiptNumber, receipt.number);
  write.field(labels.date, day(receipt.issuedOn));
  write.field(labels.tenant, tenant);
  write.field(labels.landlord, `${receipt.propertyName}, ${receipt.propertyAddress}`);
  write.field(labels.rentedAddress, rented);
  write.field(labels.period, period);
  write.field(labels.amount, amount);
  write.field(labels.inWords, amountInWords(receipt.amountPaise));
  write.field(labels.modes, receipt.modes.map((mode) => modeNames[mode]).join(', '));
  if (receipt.landlordPan) write.field(labels.landlordPan, receipt.landlordPan);
  write.gap(8);
  write.paragraph(labels.statement(amount, tenant, period, rented));
  write.gap(6);
  const panLimit = money(receipt.panLimitPaise);
  if (!receipt.panRequired) write.paragraph(labels.declaration(panLimit));
  else if (!receipt.landlordPan) write.paragraph(labels.panMissing(panLimit), { bold: true });
  write.gap(10);
  // The stamp goes in the box at the right, beside the signature.
  if (receipt.revenueStamp) {
    write.photo(null, '₹1');
    write.paragraph(labels.stampNote(money(receipt.stampLimitPaise)), { bold: true });
  }
  write.gap(50);
  write.paragraph(BLANK);
  write.paragraph(labels.signature, { size: 9 });
  write.gap(receipt.revenueStamp ? 30 : 20);
  write.verifyQr(url, labels.verify);
  return write.save();
}
