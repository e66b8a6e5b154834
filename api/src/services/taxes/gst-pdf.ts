// The GST parts of an invoice PDF (issue 44, Rules 46 and 49 of the CGST Rules, 2017): the title
// (tax invoice or bill of supply), the supplier with GSTIN, the serial, the place of supply, the
// tax by SAC (taxable value, rate, CGST, SGST, total), 'reverse charge: No' and a signature line.
// Drawn by the invoice PDF (payments/pdf.ts) from the record written at issue, never recomputed.
import type { Language } from '@pgportal/contracts/enums';
import { gstinState } from '@pgportal/contracts/schemas';
import type { GstInvoiceRow } from '../../db/schema';
import { formatPaise as money } from '../money';
import { GST_LABELS } from './gst-labels';
import { ratePercent } from './gst-classify';
import { taxRuleOrNull } from './rules';
import type { PdfFonts } from '../pdf/fonts';
import { wrapText } from '../pdf/wrap';

type PDFFont = PdfFonts['regular'];

/** How the invoice PDF lets these parts draw: text at x on the current line, a row with an amount, a gap. */
export interface GstCanvas {
  regular: PDFFont;
  bold: PDFFont;
  text: (value: string, x: number, font?: PDFFont, size?: number) => void;
  row: (label: string, amount: string, font?: PDFFont) => void;
  down: (points: number) => void;
}

const percentOf = (basisPoints: number) => String(ratePercent(basisPoints));

/** The document's title in the reader's language. */
export const gstTitle = (gst: GstInvoiceRow, language: Language) => GST_LABELS[language].titles[gst.kind];

/** The recipient's heading (the tenant, an unregistered person). */
export const gstRecipient = (language: Language) => GST_LABELS[language].recipient;

/**
 * Under the recipient's name, when the invoice's value reaches Rule 46(f)'s limit on its date: the
 * tenant's address (their own when recorded, else where they stay) and the address of delivery
 * (the property's), each with its label.
 */
export function gstRecipientAddress(
  gst: GstInvoiceRow,
  invoiceDate: string,
  language: Language,
  addresses: { tenant: string; property: string },
): string[] {
  const rule = taxRuleOrNull('GST_INVOICE_RECIPIENT_ADDRESS', invoiceDate);
  if (!rule || gst.valuePaise < rule.fromPaise || !addresses.property) return [];
  const labels = GST_LABELS[language];
  return [
    `${labels.recipientAddress}: ${addresses.tenant || addresses.property}`,
    `${labels.deliveryAddress}: ${addresses.property}`,
  ];
}

/** Under the property's name and address: the registered supplier. */
export function drawGstSupplier(canvas: GstCanvas, gst: GstInvoiceRow, language: Language): void {
  const labels = GST_LABELS[language];
  canvas.text(`${labels.legalName}: ${gst.legalName}`, 50);
  canvas.down(14);
  canvas.text(`${labels.gstin}: ${gst.gstin}`, 50, canvas.bold);
  canvas.down(14);
}

/** The fields beside the invoice's number: serial, place of supply, SAC. */
export function gstFields(gst: GstInvoiceRow, language: Language): Array<[string, string]> {
  const labels = GST_LABELS[language];
  const state = gstinState(gst.gstin);
  return [
    [labels.serial, gst.serial],
    [labels.placeOfSupply, state ? `${state.name} (${state.code})` : gst.gstin.slice(0, 2)],
    [labels.sac, gst.sac],
  ];
}

/** After the lines: the tax summary, the reverse-charge line and the signature line. */
export function drawGstSummary(canvas: GstCanvas, gst: GstInvoiceRow, language: Language): void {
  const labels = GST_LABELS[language];
  const ut = gstinState(gst.gstin)?.utgst === true;
  canvas.down(6);
  if (gst.kind === 'TAX_INVOICE') {
    const half = percentOf(gst.rateBasisPoints / 2);
    canvas.row(`${labels.taxableValue} (${labels.sac} ${gst.sac})`, money(gst.taxablePaise));
    canvas.row(`${labels.rate}`, `${percentOf(gst.rateBasisPoints)} %`);
    canvas.row(labels.cgst(half), money(gst.cgstPaise));
    canvas.row(labels.sgst(half, ut), money(gst.sgstPaise));
  } else {
    canvas.row(`${labels.value} (${labels.sac} ${gst.sac})`, money(gst.valuePaise));
    for (const line of wrapText(labels.exemptNote, canvas.regular, 8, 495)) {
      canvas.text(line, 50, canvas.regular, 8);
      canvas.down(11);
    }
    canvas.down(4);
  }
  // a bill of supply's value is its total, printed just above
  if (gst.kind === 'TAX_INVOICE') canvas.row(labels.total, money(gst.valuePaise), canvas.bold);
  canvas.text(labels.reverseCharge, 50);
  canvas.down(30);
  canvas.text('______________________________', 50);
  canvas.down(13);
  canvas.text(labels.signature(gst.legalName), 50, canvas.regular, 9);
  canvas.down(14);
}
