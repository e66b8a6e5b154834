// The invoice as a PDF (pdf-lib, started by the portal's one PDF writer): property, tenant, lines,
// payments, balance and, when the portal has a UPI ID and something is outstanding, a UPI QR code;
// its labels in the reader's language.
import { asc, eq } from 'drizzle-orm';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@pgportal/contracts/enums';
import { formatName, formatPhone, lineNameIn } from '@pgportal/contracts/format';
import type { Executor } from '../../db/client';
import { invoiceLines, properties, tenants, type InvoiceRow } from '../../db/schema';
import { formatPaise as money } from '../money';
import { PDF_LABELS, pdfDay, type PdfLabels } from '../pdf/labels';
import { createPortalPdf } from '../pdf/writer';
import { ledgersOf, paymentsInForce } from './read';
import { invoiceStatus, outstandingPaise } from './status';
import { upiUri } from './upi';
import { drawQrCode } from '../pdf/qr-draw';
import { drawVerifyQr } from '../pdf/verify-qr';
import { gstRowsOf } from '../taxes/gst-read';
import {
  drawGstSummary,
  drawGstSupplier,
  gstFields,
  gstRecipient,
  gstRecipientAddress,
  gstTitle,
  type GstCanvas,
} from '../taxes/gst-pdf';
import { drawTextRuns } from '../pdf/script-runs';
import { wrapText } from '../pdf/wrap';

interface Line {
  label: string;
  paise: number;
}

/** The invoice's stored lines (issue 23); rent and meals name the period they bill. */
async function pdfLines(
  db: Executor,
  invoice: InvoiceRow,
  labels: PdfLabels,
  day: (value: string) => string,
  language: Language,
): Promise<Line[]> {
  const period = labels.period(day(invoice.periodStart), day(invoice.periodEnd));
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  return rows.map((line) => {
    const name = lineNameIn(language, line.description);
    return {
      label: line.kind === 'RENT' || line.kind === 'MEALS' ? `${name}, ${period}` : name,
      paise: line.amountPaise,
    };
  });
}

export async function invoicePdf(
  db: Executor,
  invoice: InvoiceRow,
  today: string,
  language: Language,
  /** the signed URL of its verify QR code (issue 44) */
  verifyUrl: string,
): Promise<Buffer> {
  const labels = PDF_LABELS[language];
  const day = (value: string) => pdfDay(language, value);
  const [[property], [tenant], ledgers, lines, gstRows] = await Promise.all([
    db.select().from(properties).where(eq(properties.id, invoice.propertyId)),
    db.select().from(tenants).where(eq(tenants.id, invoice.tenantId)),
    ledgersOf(db, [invoice.id]),
    pdfLines(db, invoice, labels, day, language),
    gstRowsOf(db, [invoice.id]),
  ]);
  // a GST-registered property's rent invoice: a tax invoice or a bill of supply, as issued (issue 44)
  const gst = gstRows.get(invoice.id);
  // As the Invoice tab lists them: payments that count, a reversed one and its reversal left out.
  const paid = paymentsInForce(ledgers.get(invoice.id) ?? []);
  const outstanding = outstandingPaise(invoice);

  // Noto Sans: the rupee sign and any name, in any script the font holds.
  const { pdf, fonts, save } = await createPortalPdf(`Invoice ${invoice.invoiceId}`);
  const { regular, bold } = fonts;
  let page = pdf.addPage([595, 842]);
  let y = 790;
  /** a new page when the next `points` would not fit */
  const room = (points: number) => {
    if (y - points >= 50) return;
    page = pdf.addPage([595, 842]);
    y = 790;
  };
  const text = (value: string, x: number, font: PDFFont = regular, size = 10) =>
    drawTextRuns(page, value, { x, y, font, size, color: rgb(0.1, 0.1, 0.1) });
  const row = (label: string, amount: string, font: PDFFont = regular) => {
    room(16);
    text(label, 50, font);
    drawRight(page, amount, 545, y, font);
    y -= 16;
  };

  const { fullAddress, area, city, pinCode } = property?.address ?? {};
  const propertyAddress = [fullAddress, area, city, pinCode].filter(Boolean).join(', ');
  text(property?.name ?? 'PG Portal', 50, bold, 18);
  y -= 16;
  if (property) {
    text(propertyAddress, 50);
    y -= 14;
    if (property.contactNumber) text(`${labels.phone}: ${formatPhone(property.contactNumber)}`, 50);
  }
  const canvas: GstCanvas = { regular, bold, text, row, down: (points) => (y -= points) };
  if (gst) {
    y -= 14;
    drawGstSupplier(canvas, gst, language);
  }
  y -= 30;
  text(gst ? gstTitle(gst, language) : labels.invoiceTitle, 50, bold, 14);
  y -= 20;
  for (const [label, value] of [
    ...(gst ? gstFields(gst, language).slice(0, 1) : []),
    [labels.invoice, invoice.invoiceId],
    [labels.date, day(invoice.invoiceDate)],
    [labels.dueDate, day(invoice.dueDate)],
    [labels.type, labels.invoiceTypes[invoice.type]],
    [labels.status, labels.invoiceStatuses[invoiceStatus(invoice, today)]],
    ...(gst ? gstFields(gst, language).slice(1) : []),
  ] as const) {
    text(`${label}:`, 50, bold);
    text(value, gst ? 155 : 130);
    y -= 14;
  }
  y -= 10;
  text(gst ? gstRecipient(language) : labels.billedTo, 50, bold);
  y -= 14;
  const addresses = gst
    ? gstRecipientAddress(gst, invoice.invoiceDate, language, {
        tenant: tenant?.address.trim() ?? '',
        property: propertyAddress,
      })
    : [];
  for (const value of [
    formatName(tenant?.fullName),
    tenant?.email ?? '',
    formatPhone(tenant?.phoneNumber),
    ...addresses.flatMap((address) => wrapText(address, regular, 10, 495)),
  ]) {
    if (!value) continue;
    text(value, 50);
    y -= 14;
  }
  y -= 16;
  row(labels.description, labels.amount, bold);
  for (const line of lines) row(line.label, money(line.paise));
  row(labels.total, money(invoice.totalPaise), bold);
  if (gst) {
    room(150);
    drawGstSummary(canvas, gst, language);
  }
  y -= 10;
  if (paid.length) {
    text(labels.payments, 50, bold);
    y -= 16;
    // Date, mode, who recorded it, amount: the Invoice tab's columns.
    for (const payment of paid) {
      text(day(payment.paidAt), 50);
      text(labels.paymentModes[payment.paymentMode], 140);
      text(labels.recordedBy(formatName(payment.recorderName) || labels.unknown), 240);
      row('', money(payment.amountPaise));
    }
    row(labels.paid, money(invoice.paidPaise), bold);
  }
  row(labels.balanceDue, money(outstanding), bold);

  if (outstanding > 0 && property?.upiId) {
    const payee = { id: property.upiId, name: property.name };
    const uri = upiUri(payee, outstanding, invoice.invoiceId);
    y -= 20;
    room(190);
    text(labels.scanToPay(money(outstanding), payee.id), 50, bold);
    drawQrCode(page, uri, { x: 50, y: y - 170, size: 160 });
    y -= 180;
  }
  y -= 30;
  room(100);
  drawVerifyQr(page, regular, verifyUrl, labels.verifyPaper, { x: 50, y: Math.max(50, y - 96) });
  return save();
}

function drawRight(page: PDFPage, value: string, right: number, y: number, font: PDFFont) {
  const size = 10;
  const width = font.widthOfTextAtSize(value, size);
  drawTextRuns(page, value, { x: right - width, y, font, size, color: rgb(0.1, 0.1, 0.1) });
}
