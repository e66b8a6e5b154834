// An exit statement as a PDF (pdf-lib, as the receipt): the deposit held, each outstanding invoice,
// each deduction, the refund (or what the tenant still owes), the refund deadline and the status.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { EXIT_STATEMENT_STATUS_LABELS, PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { formatDayMonthYear as day, formatName } from '@pgportal/contracts/format';

/** Rupees for the PDF: the standard fonts have no ₹ glyph, so 'Rs. 1,23,456.50'. */
const money = (rupees: number) =>
  `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The standard fonts encode WinAnsi only: anything else is replaced so drawing never fails. */
const safe = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export async function exitStatementPdf(
  statement: ExitStatementAnswer,
  propertyName: string,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Exit statement of ${formatName(statement.tenantName)}`);
  pdf.setProducer('PG Portal');
  let page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (value: string, x: number, font: PDFFont = regular, size = 10) =>
    page.drawText(safe(value), { x, y, font, size, color: rgb(0.1, 0.1, 0.1), maxWidth: 545 - x });
  const row = (label: string, amount: number, font: PDFFont = regular) => {
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 790;
    }
    line(label, 60, font);
    line(money(amount), 440, font);
    y -= 16;
  };

  line(propertyName, 50, bold, 18);
  y -= 30;
  line('EXIT STATEMENT', 50, bold, 14);
  y -= 22;
  line(`Tenant: ${formatName(statement.tenantName)}`, 50);
  y -= 16;
  line(`Move-out: ${day(statement.moveOutDate)}    Refund due by: ${day(statement.refundDueDate)}`, 50);
  y -= 16;
  line(`Status: ${EXIT_STATEMENT_STATUS_LABELS[statement.status]}    Version ${statement.version}`, 50);
  y -= 28;
  row('Deposit held', statement.depositHeld, bold);
  y -= 6;
  line('Outstanding', 50, bold);
  y -= 16;
  if (!statement.outstanding.length) line('Nothing outstanding', 60);
  if (!statement.outstanding.length) y -= 16;
  for (const invoice of statement.outstanding) {
    row(
      `${invoice.invoiceId} (${day(invoice.periodStart)} - ${day(invoice.periodEnd)})`,
      -invoice.outstanding,
    );
  }
  y -= 6;
  line('Deductions', 50, bold);
  y -= 16;
  if (!statement.deductions.length) line('No deductions', 60);
  if (!statement.deductions.length) y -= 16;
  for (const deduction of statement.deductions) {
    const photos = deduction.photos.length
      ? ` (${deduction.photos.length} photo${deduction.photos.length > 1 ? 's' : ''})`
      : '';
    row(`${deduction.reason}${photos}`, -deduction.amount);
  }
  y -= 10;
  row(
    statement.refund >= 0 ? 'Refund to the tenant' : 'The tenant still owes',
    Math.abs(statement.refund),
    bold,
  );
  if (statement.settlement?.paymentMode) {
    y -= 10;
    const { paymentMode, paidAt, reference } = statement.settlement;
    line(
      `Refunded by ${PAYMENT_MODE_LABELS[paymentMode]}${paidAt ? ` on ${day(paidAt)}` : ''}${reference ? `, reference ${reference}` : ''}`,
      50,
    );
    y -= 16;
  }
  if (statement.tenantComment) {
    y -= 10;
    line(`Tenant's comment: ${statement.tenantComment}`, 50);
  }
  return Buffer.from(await pdf.save());
}
