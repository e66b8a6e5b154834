// A GST credit or debit note as a PDF (issue 44), on the portal's one PDF writer, with what Rule 53
// of the CGST Rules, 2017 asks of one: the supplier's name, address and GSTIN; the nature of the
// document, its serial and date; the recipient's name and address; the serial and date of the
// invoice it corrects; the SAC, taxable value, rate and the tax credited or debited; 'reverse
// charge: No' and a signature line. Drawn from the note as issued, never recomputed; with the
// verify QR code of its signed token.
import type { Language } from '@pgportal/contracts/enums';
import { formatName, lineNameIn } from '@pgportal/contracts/format';
import { gstinState } from '@pgportal/contracts/schemas';
import { formatPaise as money } from '../money';
import { PDF_LABELS, pdfDay } from '../pdf/labels';
import { BLANK, createPdfWriter } from '../pdf/writer';
import { ratePercent } from './gst-classify';
import { GST_LABELS } from './gst-labels';
import { GST_NOTE_LABELS } from './gst-note-labels';
import type { GstNotePaper } from './gst-note-paper';

export async function gstNotePdf(paper: GstNotePaper, url: string, language: Language): Promise<Buffer> {
  const gst = GST_LABELS[language];
  const labels = GST_NOTE_LABELS[language];
  const day = (value: string) => pdfDay(language, value);
  const { note, original, invoice } = paper;
  const state = gstinState(note.gstin);
  const write = await createPdfWriter(`${labels.natures[note.kind]} ${note.serial}`);

  write.heading(paper.propertyName, 18);
  if (paper.propertyAddress) write.paragraph(paper.propertyAddress);
  write.field(gst.legalName, original.legalName);
  write.field(gst.gstin, note.gstin);
  write.gap(14);
  write.heading(labels.titles[note.kind]);
  write.field(labels.nature, labels.natures[note.kind]);
  write.field(gst.serial, note.serial);
  write.field(gst.date, day(note.noteDate));
  write.field(labels.originalSerial, original.serial);
  write.field(labels.originalDate, day(invoice.invoiceDate));
  write.field(labels.invoiceNumber, invoice.invoiceId);
  write.field(labels.period, `${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`);
  write.field(gst.placeOfSupply, state ? `${state.name} (${state.code})` : note.gstin.slice(0, 2));
  write.gap(8);
  write.paragraph(gst.recipient, { bold: true });
  write.paragraph(formatName(paper.tenantName));
  write.field(labels.recipientAddress, paper.tenantAddress || paper.propertyAddress);
  write.gap(8);
  write.paragraph(labels.reasons[note.reason]);
  if (paper.lateFee) write.field(labels.lateFee, lineNameIn(language, paper.lateFee));
  write.gap(6);
  const half = String(ratePercent(note.rateBasisPoints / 2));
  write.amountRow(`${gst.taxableValue} (${gst.sac} ${original.sac})`, money(note.taxablePaise));
  write.amountRow(gst.rate, `${ratePercent(note.rateBasisPoints)} %`);
  write.amountRow(gst.cgst(half), money(note.cgstPaise));
  write.amountRow(gst.sgst(half, state?.utgst === true), money(note.sgstPaise));
  write.amountRow(labels.taxMoved[note.kind], money(note.cgstPaise + note.sgstPaise), { bold: true });
  write.amountRow(gst.total, money(note.valuePaise), { bold: true });
  write.gap(4);
  write.paragraph(note.lineId ? labels.feeUnchanged : labels.rentUnchanged, { size: 9 });
  write.paragraph(gst.reverseCharge);
  write.gap(36);
  write.paragraph(BLANK);
  write.paragraph(gst.signature(original.legalName), { size: 9 });
  write.gap(16);
  write.verifyQr(url, PDF_LABELS[language].verifyPaper);
  return write.save();
}
