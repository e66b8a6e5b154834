// QR codes as PNG images, for an <img> (the UPI code of each invoice due in the API's answers);
// papers draw theirs as squares (qr-draw.ts). Written here as an 8-bit grey PNG compressed by
// Node's own zlib: qrcode's PNG renderer (pngjs, in JavaScript) filtered 230 KB of RGBA per code,
// 5 to 8 ms each, the most of every invoice list with something due; this takes about 1 ms (and
// drawing the code, the same in both, 1 to 3 ms), for a file a third the size.
import QRCode from 'qrcode';
import { PNG_COLOUR_TYPE, writePng } from '../png';

const WIDTH = 240;

/**
 * The code's pixels, `WIDTH` square, laid out as qrcode lays them (a scale of WIDTH / side, so a
 * module is 6 or 7 px), each row led by PNG's filter byte 0: black 0, white 255. A pixel row is
 * drawn once per row of modules and copied for the module's other pixel rows.
 */
function rows(
  modules: { size: number; get: (row: number, column: number) => number | boolean },
  margin: number,
) {
  const scale = WIDTH / (modules.size + 2 * margin);
  const moduleAt = Array.from({ length: WIDTH }, (_, pixel) => Math.floor(pixel / scale) - margin);
  const stride = WIDTH + 1;
  const raw = Buffer.alloc(stride * WIDTH, 255);
  for (let y = 0; y < WIDTH; y += 1) {
    const start = y * stride;
    raw[start] = 0;
    const row = moduleAt[y]!;
    if (row < 0 || row >= modules.size) continue;
    if (y > 0 && moduleAt[y - 1] === row) {
      raw.copy(raw, start, start - stride, start);
      continue;
    }
    for (let x = 0; x < WIDTH; x += 1) {
      const column = moduleAt[x]!;
      if (column >= 0 && column < modules.size && modules.get(row, column)) raw[start + 1 + x] = 0;
    }
  }
  return raw;
}

/** The QR code of `text` as a PNG data: URL, 240 px square with `margin` modules of white around it. */
export function qrPngDataUrl(text: string, margin = 2): Promise<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const png = writePng(WIDTH, WIDTH, PNG_COLOUR_TYPE.grey, rows(modules, margin));
  return Promise.resolve(`data:image/png;base64,${png.toString('base64')}`);
}
