// A QR code drawn on a PDF page as one path of black squares rather than as an image: sharp at any
// zoom, and nothing to encode (writing a PNG for every paper was most of the CPU of making one).
import QRCode from 'qrcode';
import { rgb, type PDFPage } from 'pdf-lib';

/**
 * The dark modules of `text`'s QR code as an SVG path in module units, one rectangle per run of
 * dark modules in a row, with `margin` modules of white around the code. The path's side is
 * `size + 2 * margin` units.
 */
export function qrPath(text: string, margin: number): { path: string; side: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      let end = column;
      while (end < modules.size && modules.get(row, end)) end += 1;
      runs.push(`M${column + margin} ${row + margin}h${end - column}v1h${column - end}z`);
      column = end;
    }
  }
  return { path: runs.join(''), side: modules.size + 2 * margin };
}

/** Draws `text`'s QR code as a `size`-point square whose bottom-left corner is (x, y). */
export function drawQrCode(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number },
  margin = 2,
) {
  const { path, side } = qrPath(text, margin);
  page.drawRectangle({ x: at.x, y: at.y, width: at.size, height: at.size, color: rgb(1, 1, 1) });
  // An SVG path's y runs down from (x, y): its origin is the square's top-left corner.
  page.drawSvgPath(path, { x: at.x, y: at.y + at.size, scale: at.size / side, color: rgb(0, 0, 0) });
}
