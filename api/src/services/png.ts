// PNG files written with Node's own zlib: the QR codes on invoices (pdf/qr-png.ts) and the Aadhaar
// QR's photo once decoded from JPEG 2000 (aadhaar-qr/photo.ts). 8 bits a sample, no interlace.
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG colour types written: grey (one sample a pixel) and colour (three). */
export const PNG_COLOUR_TYPE = { grey: 0, rgb: 2 } as const;
export type PngColourType = (typeof PNG_COLOUR_TYPE)[keyof typeof PNG_COLOUR_TYPE];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of `rows`: each pixel row led by its filter byte (0, none), then its samples, 8 bits each.
 * Deflate level 6: level 9 took 7 times as long for 5 % less.
 */
export function writePng(width: number, height: number, colourType: PngColourType, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(colourType, 9);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
