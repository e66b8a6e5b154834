// The one PDF writer of the portal (issue 41). Every PDF (invoice, receipt, exit statement, agreement,
// police form) starts with `createPortalPdf`: title, producer and the embedded Noto Sans, so ₹ and
// Hindi print in every kind (a test walks the code so none makes its own document or standard font).
// On it, `createPdfWriter` writes A4 pages top to bottom: wrapped paragraphs, labelled fields (a
// blank line to fill by hand where we hold no value), rows with an amount at the right edge, and a
// new page whenever the next block would not fit.
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { embedPortalFonts, type PdfFonts } from './fonts';
import { drawVerifyQr } from './verify-qr';
import { drawTextRuns } from './script-runs';
import { wrapText } from './wrap';

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
/** what a field we do not hold prints as: a line to write on */
export const BLANK = '________________________________';

export interface PortalPdf {
  pdf: PDFDocument;
  fonts: PdfFonts;
  save: () => Promise<Buffer>;
}

/** A new PDF of the portal: its title, 'PG Portal' as producer and Noto Sans (regular, bold) embedded. */
export async function createPortalPdf(title: string): Promise<PortalPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('PG Portal');
  const fonts = await embedPortalFonts(pdf);
  return { pdf, fonts, save: async () => Buffer.from(await pdf.save()) };
}

export interface PdfWriter extends PortalPdf {
  heading: (text: string, size?: number) => void;
  paragraph: (text: string, options?: { bold?: boolean; size?: number; indent?: number }) => void;
  /** 'Label: value', or 'Label: ______' when the value is empty */
  field: (label: string, value: string | null | undefined, x?: number) => void;
  /** `label` (wrapped) at the left, `amount` ('₹1,250.50') flush with the right margin */
  amountRow: (label: string, amount: string, options?: { bold?: boolean; indent?: number }) => void;
  gap: (points: number) => void;
  /** the next block starts a new page (a paper of its own, e.g. the privacy notice) */
  pageBreak: () => void;
  /** an image (or, when null, an empty box with `caption`) at the right edge, below the cursor */
  photo: (image: PDFImage | null, caption: string) => void;
  /** blocks side by side: the writer starts each column at the same height */
  columns: (draw: Array<(x: number) => void>) => void;
  /** the verify QR code of `url` (issue 44) with `caption`, at the left margin below the cursor */
  verifyQr: (url: string, caption: string) => void;
}

export async function createPdfWriter(title: string): Promise<PdfWriter> {
  const portal = await createPortalPdf(title);
  const { pdf, fonts } = portal;
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  let left = MARGIN;
  let right = WIDTH - MARGIN;
  /** while the cursor is above a photo's bottom, text stops short of the photo */
  let photoSpan: { bottom: number; left: number } | null = null;
  const edge = () => (photoSpan && y > photoSpan.bottom ? Math.min(right, photoSpan.left - 10) : right);

  const room = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = pdf.addPage([WIDTH, HEIGHT]);
    y = HEIGHT - MARGIN;
    photoSpan = null;
  };
  const line = (text: string, x: number, font: PDFFont, size: number) => {
    room(size + 4);
    drawTextRuns(page, text, { x, y: y - size, font, size, color: INK });
    y -= size + 5;
  };
  const paragraph: PdfWriter['paragraph'] = (text, options = {}) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const size = options.size ?? 10;
    const x = left + (options.indent ?? 0);
    for (const part of wrapText(text, font, size, edge() - x)) line(part, x, font, size);
  };

  return {
    ...portal,
    heading: (text, size = 14) => {
      room(size + 30);
      line(text, left, fonts.bold, size);
      y -= 4;
    },
    paragraph,
    field: (label, value, x = 0) => {
      const shown = value?.trim() ? value.trim() : BLANK;
      const labelText = `${label}: `;
      const labelWidth = fonts.bold.widthOfTextAtSize(labelText, 10);
      room(16);
      drawTextRuns(page, labelText, { x: left + x, y: y - 10, font: fonts.bold, size: 10, color: INK });
      const lines = wrapText(shown, fonts.regular, 10, edge() - left - x - labelWidth);
      for (const part of lines) {
        room(16);
        drawTextRuns(page, part, {
          x: left + x + labelWidth,
          y: y - 10,
          font: fonts.regular,
          size: 10,
          color: INK,
        });
        y -= 16;
      }
    },
    amountRow: (label, amount, options = {}) => {
      const font = options.bold ? fonts.bold : fonts.regular;
      const x = left + (options.indent ?? 0);
      const amountWidth = font.widthOfTextAtSize(amount, 10);
      const lines = wrapText(label, font, 10, right - x - amountWidth - 20);
      room(16 * lines.length);
      drawTextRuns(page, amount, { x: right - amountWidth, y: y - 10, font, size: 10, color: INK });
      for (const part of lines) {
        drawTextRuns(page, part, { x, y: y - 10, font, size: 10, color: INK });
        y -= 16;
      }
    },
    gap: (points) => {
      y -= points;
    },
    pageBreak: () => room(HEIGHT),
    verifyQr: (url, caption) => {
      room(110);
      const used = drawVerifyQr(page, fonts.regular, url, caption, { x: left, y: y - 96 });
      y -= used + 10;
    },
    photo: (image, caption) => {
      const width = 100;
      const height = 125;
      room(height + 10);
      const x = WIDTH - MARGIN - width;
      if (image) page.drawImage(image, { x, y: y - height, width, height });
      else {
        page.drawRectangle({ x, y: y - height, width, height, borderColor: INK, borderWidth: 0.8 });
        drawTextRuns(page, caption, {
          x: x + 8,
          y: y - height / 2,
          font: fonts.regular,
          size: 8,
          color: INK,
        });
      }
      // The fields beside it wrap short of the photo.
      photoSpan = { bottom: y - height - 10, left: x };
    },
    columns: (draw) => {
      room(140);
      const top = y;
      const width = (WIDTH - 2 * MARGIN) / draw.length;
      let lowest = y;
      draw.forEach((block, index) => {
        y = top;
        left = MARGIN + index * width;
        right = left + width - 10;
        block(0);
        lowest = Math.min(lowest, y);
      });
      left = MARGIN;
      right = WIDTH - MARGIN;
      y = lowest;
    },
  };
}
