// Real PNG bytes for upload journeys, made here (no image files in the repo): a gradient, or noise
// that does not compress (a large upload, to see its progress).
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG whose pixel (x, y) is `pixel(x, y)`. */
export function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    rows[start] = 0;
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const gradientPng = (width = 640, height = 480, hue: 0 | 1 | 2 = 0) =>
  png(width, height, (x, y) => {
    const a = Math.round((x / width) * 255);
    const b = Math.round((y / height) * 255);
    return hue === 0 ? [a, 120, b] : hue === 1 ? [b, a, 160] : [200, b, a];
  });

/** About 1 MB that deflate cannot shrink. */
export const noisePng = () =>
  png(600, 560, () => [Math.random() * 256, Math.random() * 256, Math.random() * 256]);
