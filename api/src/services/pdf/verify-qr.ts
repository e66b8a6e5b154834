// The verify QR code every signed paper carries (issue 44), drawn as the UPI codes are
// (qr-draw.ts), with the URL printed beside it for a reader without a scanner.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { drawQrCode } from './qr-draw';
import { drawTextRuns } from './script-runs';

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
  let line = '';
  let y = at.y + SIZE - 26;
  for (const char of url) {
    if (font.widthOfTextAtSize(line + char, 7) > width) {
      drawTextRuns(page, line, { x: at.x + SIZE + 10, y, font, size: 7, color: ink });
      y -= 10;
      line = '';
    }
    line += char;
  }
  if (line) drawTextRuns(page, line, { x: at.x + SIZE + 10, y, font, size: 7, color: ink });
  return SIZE;
}
