// The Form III data sheet as a PDF (issue 45): the rows of the screen's sheet (form3SheetRows, in
// the order the immigration portal's form asks), the whole passport and visa numbers, the reports
// due or filed, and where to file it. Only staff of the tenant's property download it.
import { FORM3_REPORT_KIND_LABELS } from '@pgportal/contracts/enums';
import { form3SheetRows, formatIndiaTime, formatName } from '@pgportal/contracts/format';
import type { Form3SheetAnswer } from '@pgportal/contracts/responses';
import { createPdfWriter } from '../pdf/writer';

export async function form3SheetPdf(sheet: Form3SheetAnswer, printedAt: Date): Promise<Buffer> {
  const name = formatName(sheet.fullName);
  const writer = await createPdfWriter(`Form III data sheet, ${name}`);
  writer.heading('FORM III: DATA SHEET', 16);
  writer.paragraph(
    `Report of a foreign national's arrival at and departure from ${sheet.property.name}, to file on ${sheet.portalUrl} within 24 hours of each.`,
  );
  writer.paragraph(
    `Prepared ${formatIndiaTime(printedAt)}. Confidential: it holds the whole passport and visa numbers.`,
    {
      size: 8,
    },
  );
  writer.gap(8);
  for (const [label, value] of form3SheetRows(sheet)) writer.field(label, value);
  if (sheet.reports.length) {
    writer.gap(8);
    writer.heading('Reports', 12);
    for (const report of sheet.reports) {
      const what = `${FORM3_REPORT_KIND_LABELS[report.kind]} report`;
      writer.field(
        what,
        report.submittedAt
          ? `submitted ${formatIndiaTime(report.submittedAt)}, number ${report.submissionNumber}`
          : `${formatIndiaTime(report.eventAt)}; due by ${formatIndiaTime(report.dueAt)}`,
      );
    }
  }
  return writer.save();
}
