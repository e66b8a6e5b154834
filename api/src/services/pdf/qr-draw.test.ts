// The QR code drawn on papers (qr-draw.ts) is, square for square, the QR code of its text: the
// path is filled into a grid of modules and compared with the matrix qrcode computes, and a real
// PDF carries it as one path.
import QRCode from 'qrcode';
import { PDFDocument } from 'pdf-lib';
import { drawQrCode, qrPath } from './qr-draw';

const URL = 'http://localhost:3000/verify/AcSjZdoCEwoKFhG2SpqhG9R6PanCCgfqAPcKapjH_zqg9gY8CYdJWzhnicGSMGLJ';

/** Fills the path's rectangles (M x y h w v 1 h -w z) into a side × side grid of dark cells. */
function fill(path: string, side: number): boolean[][] {
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1)
      grid[Number(y)]![column] = true;
  }
  return grid;
}

describe('a QR code drawn on a paper', () => {
  const { modules } = QRCode.create(URL, { errorCorrectionLevel: 'M' });

  it('has every dark module of the text’s QR code and no other, inside a white margin', () => {
    const margin = 2;
    const { path, side } = qrPath(URL, margin);
    expect(side).toBe(modules.size + 2 * margin);
    const grid = fill(path, side);
    for (let row = 0; row < side; row += 1) {
      for (let column = 0; column < side; column += 1) {
        const inside = row >= margin && column >= margin && row < side - margin && column < side - margin;
        const expected = inside && modules.get(row - margin, column - margin) === 1;
        expect([row, column, grid[row]![column]]).toEqual([row, column, expected]);
      }
    }
  });

  it('is drawn into a PDF as one path, no image', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    drawQrCode(page, URL, { x: 50, y: 50, size: 96 });
    const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
    expect(bytes.toString('latin1')).not.toContain('/Subtype /Image');
    expect(bytes.length).toBeLessThan(20_000);
  });
});
