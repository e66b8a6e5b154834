// An exit statement as a PDF, on the portal's one PDF writer (Noto Sans embedded, so ₹ and a Hindi
// name print as they are): the deposit held, each outstanding invoice, each deduction, the refund
// (or what the tenant still owes), the refund deadline and the status.
import { EXIT_STATEMENT_STATUS_LABELS, PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { formatDayMonthYear as day, formatName } from '@pgportal/contracts/format';
import { formatPaise, toPaise } from '../money';
import { createPdfWriter } from '../pdf/writer';

/** The answer's rupees as every PDF prints them: '₹1,23,456.50'. */
const money = (rupees: number) => formatPaise(toPaise(rupees));

export async function exitStatementPdf(
  statement: ExitStatementAnswer,
  propertyName: string,
  /** the signed URL of its verify QR code (issue 44); null before a version is saved */
  verifyUrl: string | null,
): Promise<Buffer> {
  const tenantName = formatName(statement.tenantName);
  const writer = await createPdfWriter(`Exit statement of ${tenantName}`);
  writer.heading(propertyName, 18);
  writer.gap(8);
  writer.heading('EXIT STATEMENT', 14);
  writer.paragraph(`Tenant: ${tenantName}`);
  writer.paragraph(
    `Move-out: ${day(statement.moveOutDate)}    Refund due by: ${day(statement.refundDueDate)}`,
  );
  writer.paragraph(
    `Status: ${EXIT_STATEMENT_STATUS_LABELS[statement.status]}    Version ${statement.version}`,
  );
  writer.gap(12);
  writer.amountRow('Deposit held', money(statement.depositHeld), { bold: true, indent: 10 });
  writer.gap(6);

  writer.paragraph('Outstanding', { bold: true });
  if (!statement.outstanding.length) writer.paragraph('Nothing outstanding', { indent: 10 });
  for (const invoice of statement.outstanding) {
    writer.amountRow(
      `${invoice.invoiceId} (${day(invoice.periodStart)} - ${day(invoice.periodEnd)})`,
      money(-invoice.outstanding),
      { indent: 10 },
    );
  }
  // issue 41: the rent still to be billed up to the move-out day, and charges and credits pending
  for (const projected of statement.projected) {
    writer.amountRow(`Still to be billed: ${projected.description}`, money(-projected.amount), {
      indent: 10,
    });
  }
  for (const charge of statement.pending) {
    writer.amountRow(`Pending: ${charge.description}`, money(-charge.amount), { indent: 10 });
  }
  writer.gap(6);

  writer.paragraph('Deductions', { bold: true });
  if (!statement.deductions.length) writer.paragraph('No deductions', { indent: 10 });
  for (const deduction of statement.deductions) {
    const photos = deduction.photos.length
      ? ` (${deduction.photos.length} photo${deduction.photos.length > 1 ? 's' : ''})`
      : '';
    writer.amountRow(`${deduction.reason}${photos}`, money(-deduction.amount), { indent: 10 });
  }
  writer.gap(10);
  writer.amountRow(
    statement.refund >= 0 ? 'Refund to the tenant' : 'The tenant still owes',
    money(Math.abs(statement.refund)),
    { bold: true, indent: 10 },
  );

  if (statement.settlement?.paymentMode) {
    writer.gap(10);
    const { paymentMode, paidAt, reference } = statement.settlement;
    writer.paragraph(
      `Refunded by ${PAYMENT_MODE_LABELS[paymentMode]}${paidAt ? ` on ${day(paidAt)}` : ''}${reference ? `, reference ${reference}` : ''}`,
    );
  }
  if (statement.tenantComment) {
    writer.gap(10);
    writer.paragraph(`Tenant's comment: ${statement.tenantComment}`);
  }
  if (verifyUrl) {
    writer.gap(20);
    writer.verifyQr(verifyUrl, 'Scan to check this statement is genuine at');
  }
  return writer.save();
}
