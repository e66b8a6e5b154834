// QR codes as PNG images, for an <img> (the UPI code of each invoice due in the API's answers);
// papers draw theirs as squares (qr-draw.ts).
import QRCode, { type QRCodeToDataURLOptions } from 'qrcode';

/**
 * How the PNG is written (a pngjs option qrcode passes on, which its typings leave out): the Paeth
 * filter alone rather than all five tried on every row, as large a file and about three times
 * faster to write; it was most of the time of every invoice list with something due.
 * A new object each time: qrcode writes the image's size into it.
 */
const pngWriter = () => ({ filterType: 4 }) as { deflateLevel?: number };
const shape = (margin: number) => ({ errorCorrectionLevel: 'M', margin, width: 240 }) as const;

/** The QR code of `text` as a PNG data: URL, 240 px square with `margin` modules of white around it. */
export const qrPngDataUrl = (text: string, margin = 2): Promise<string> =>
  QRCode.toDataURL(text, {
    type: 'image/png',
    ...shape(margin),
    rendererOpts: pngWriter(),
  } as QRCodeToDataURLOptions);
