// The Aadhaar Secure QR's photo is JPEG 2000, which browsers do not show: it is decoded here, on the
// server, with OpenJPEG (its WebAssembly build, @cornerstonejs/codec-openjpeg), and written as a PNG
// (services/png.ts), once when the QR is kept (record.ts) and for a row kept before, once when served.
// The bytes come from a QR anyone can make: a picture declaring more than MAX_PIXELS is refused
// before OpenJPEG allocates for it, and a decoder that failed is thrown away.
import openJpegFactory, { type J2KDecoder, type OpenJpeg } from '@cornerstonejs/codec-openjpeg/decodewasmjs';
import { PNG_COLOUR_TYPE, writePng, type PngColourType } from '../png';

/** A QR holds a few kilobytes at most, and UIDAI's photo is passport-sized: far below this. */
const MAX_PIXELS = 1_000_000;

let openJpeg: Promise<OpenJpeg> | null = null;

/** The decoder, loaded once (its WebAssembly is about 250 KB); OpenJPEG's own messages silenced. */
function decoder(): Promise<OpenJpeg> {
  openJpeg ??= openJpegFactory({ print: () => {}, printErr: () => {} });
  return openJpeg;
}

const JP2_SIGNATURE = Buffer.from('0000000c6a5020200d0a870a', 'hex');
const CODESTREAM_START = Buffer.from([0xff, 0x4f, 0xff, 0x51]);

/** The width and height a JPEG 2000 file (JP2 or a bare codestream) declares, or null if it is neither. */
export function declaredSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 12).equals(JP2_SIGNATURE)) {
    // the image header box: 'ihdr', then height and width
    const at = bytes.indexOf('ihdr', 12, 'latin1');
    if (at < 0 || at + 12 > bytes.length) return null;
    return { height: bytes.readUInt32BE(at + 4), width: bytes.readUInt32BE(at + 8) };
  }
  // SOC, then SIZ: its length, capabilities, the grid's size and the image's offset on it
  if (!bytes.subarray(0, 4).equals(CODESTREAM_START) || bytes.length < 24) return null;
  const width = bytes.readUInt32BE(8) - bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(12) - bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Grey and colour, as photos are: this build of OpenJPEG's decoder refuses 2 or 4 components. */
const COLOUR_TYPES: Record<number, PngColourType> = {
  1: PNG_COLOUR_TYPE.grey,
  3: PNG_COLOUR_TYPE.rgb,
};

/** OpenJPEG's interleaved samples (two bytes each, little-endian, above 8 bits) as PNG rows of 8 bits. */
function pngRows(info: ReturnType<J2KDecoder['getFrameInfo']>, samples: Uint8Array): Buffer {
  const { width, height, componentCount, bitsPerSample, isSigned } = info;
  const wide = bitsPerSample > 8;
  const perRow = width * componentCount;
  const rows = Buffer.alloc((perRow + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (perRow + 1);
    for (let x = 0; x < perRow; x += 1) {
      const at = y * perRow + x;
      let value = wide ? samples[at * 2]! | (samples[at * 2 + 1]! << 8) : samples[at]!;
      if (isSigned) value = (value + (1 << (bitsPerSample - 1))) & ((1 << bitsPerSample) - 1);
      rows[start + 1 + x] =
        bitsPerSample === 8 ? value : Math.round((value * 255) / (2 ** bitsPerSample - 1));
    }
  }
  return rows;
}

/**
 * The JPEG 2000 photo as a PNG, or null when it is no JPEG 2000 this can show (not one, too big,
 * damaged, or a kind of picture PNG has no colour type for).
 */
export async function jpeg2000ToPng(bytes: Buffer): Promise<Buffer | null> {
  const size = declaredSize(bytes);
  if (!size || size.width * size.height > MAX_PIXELS) return null;
  const openjpeg = await decoder();
  let j2k: J2KDecoder | null = null;
  try {
    j2k = new openjpeg.J2KDecoder();
    j2k.getEncodedBuffer(bytes.length).set(bytes);
    j2k.decode();
    const info = j2k.getFrameInfo();
    const colourType = COLOUR_TYPES[info.componentCount];
    const samples = j2k.getDecodedBuffer();
    const bytesPerSample = info.bitsPerSample > 8 ? 2 : 1;
    const complete = samples.length === info.width * info.height * info.componentCount * bytesPerSample;
    if (colourType === undefined || info.width === 0 || info.bitsPerSample > 16 || !complete) return null;
    return writePng(info.width, info.height, colourType, pngRows(info, samples));
  } catch {
    // a WebAssembly module that aborted is not used again
    openJpeg = null;
    return null;
  } finally {
    try {
      j2k?.delete();
    } catch {
      openJpeg = null;
    }
  }
}
