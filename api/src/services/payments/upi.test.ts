// The UPI QR code is written as a grey PNG by our own writer (pdf/qr-png.ts): read back by an
// independent PNG reader, every module of the image is the module qrcode computed for the link.
import QRCode from 'qrcode';
import { PNG } from 'pngjs';
import { upiQrDataUrl } from './upi';

const URI = 'upi://pay?pa=sunrise@okaxis&pn=Sunrise%20PG&am=8600.00&cu=INR&tn=INV-2026-000008';
const MARGIN = 2;

/** Whether the pixel at the middle of each module is dark, row by row. */
function modulesOf(png: Buffer, size: number): boolean[] {
  const { width, data } = PNG.sync.read(png);
  const scale = width / (size + 2 * MARGIN);
  const dark: boolean[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const x = Math.floor((column + MARGIN + 0.5) * scale);
      const y = Math.floor((row + MARGIN + 0.5) * scale);
      dark.push(data[(y * width + x) * 4]! < 128);
    }
  }
  return dark;
}

describe('the UPI QR code', () => {
  const { modules } = QRCode.create(URI, { errorCorrectionLevel: 'M' });
  const expected = Array.from(modules.data, (bit) => bit === 1);

  it('is a 240 px PNG data URL whose every module is the QR code of the link', async () => {
    const url = await upiQrDataUrl(URI);
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    expect(PNG.sync.read(png).width).toBe(240);
    expect(modulesOf(png, modules.size)).toEqual(expected);
  });
});
