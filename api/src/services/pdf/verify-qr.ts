// The verify QR code every signed paper carries (issue 44), drawn as the UPI codes are
// (qr-draw.ts), with the URL printed beside it for a reader without a scanner.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { drawQrCode } from './qr-draw';
import { drawTextRuns } from './script-runs';
import { breakAnywhere } from './wrap';

const SIZE = 96;

/** Draws the QR of `url` with `caption` at (x, y) = its bottom-left corner; returns the height used. */
export function drawVerifyQr(
  page: PDFPage,
  font: PDFFont,
  url: string,
  caption: string,
  at: { x: number; y: number },
): number {
  drawQrCode(page, url, { ...at, size: SIZE }, 1);
  const ink = rgb(0.3, 0.3, 0.3);
  drawTextRuns(page, caption, { x: at.x + SIZE + 10, y: at.y + SIZE - 12, font, size: 9, color: ink });
  // The URL is long: it is printed in pieces that fit beside the code.
  const width = 545 - (at.x + SIZE + 10);
  breakAnywhere(url, font, 7, width).forEach((piece, index) => {
    drawTextRuns(page, piece, {
      x: at.x + SIZE + 10,
      y: at.y + SIZE - 26 - index * 10,
      font,
      size: 7,
      color: ink,
    });
  });
  return SIZE;
}
