// The Aadhaar QR's JPEG 2000 photo decoded to PNG: the test QR's genuine JP2 (made with OpenJPEG's
// opj_compress), pictures made here with OpenJPEG's encoder (every pixel comes back, losslessly),
// and what is refused before or after decoding. PNGs are read back with pngjs.
import fc from 'fast-check';
import openJpegWithEncoder from '@cornerstonejs/codec-openjpeg/wasmjs';
import { PNG } from 'pngjs';
import {
  JP2_PHOTO,
  JP2_PHOTO_SIZE,
  certificateFolder,
  makeSigner,
  signedSecureQr,
} from '../../../test/aadhaar-qr-fixtures';
import { loadUidaiCertificates } from './certificates';
import { declaredSize, jpeg2000ToPng } from './photo';
import { readAadhaarQr } from './verify';

interface Picture {
  width: number;
  height: number;
  components: number;
  bits: number;
  /** interleaved samples */
  samples: number[];
}

/** A lossless JPEG 2000 codestream of `picture`, by OpenJPEG's encoder. */
async function encode(picture: Picture): Promise<Buffer> {
  const openjpeg = await openJpegWithEncoder({ print: () => {}, printErr: () => {} });
  const encoder = new openjpeg.J2KEncoder();
  const input = encoder.getDecodedBuffer({
    width: picture.width,
    height: picture.height,
    bitsPerSample: picture.bits,
    componentCount: picture.components,
    isSigned: false,
    isUsingColorTransform: false,
  });
  if (picture.bits > 8) {
    picture.samples.forEach((sample, at) => {
      input[at * 2] = sample & 0xff;
      input[at * 2 + 1] = sample >> 8;
    });
  } else input.set(picture.samples);
  // one wavelet level needs 2 pixels each way
  encoder.setDecompositions(Math.min(picture.width, picture.height) > 1 ? 1 : 0);
  encoder.encode();
  const bytes = Buffer.from(encoder.getEncodedBuffer());
  encoder.delete();
  return bytes;
}

const readPng = (png: Buffer | null) => PNG.sync.read(png!);

describe('the Aadhaar QR photo, JPEG 2000 to PNG', () => {
  it('decodes the genuine JP2 the test QR carries, a face on a pale background', async () => {
    const signer = makeSigner(new Date('2025-01-01'), new Date('2029-01-01'));
    const qr = signedSecureQr(
      {
        version: 'V2',
        referenceId: '123420261128101502123',
        name: 'Ravi Kumar',
        dateOfBirth: '05-08-1999',
        gender: 'M',
      },
      signer,
    );
    const reading = readAadhaarQr(
      qr,
      await loadUidaiCertificates(certificateFolder([signer])),
      new Date('2026-11-29'),
    );
    expect(reading.photo).toEqual(JP2_PHOTO);
    expect(declaredSize(JP2_PHOTO)).toEqual(JP2_PHOTO_SIZE);
    const png = await jpeg2000ToPng(reading.photo!);
    expect(png!.subarray(1, 4).toString('latin1')).toBe('PNG');
    const image = readPng(png);
    expect({ width: image.width, height: image.height }).toEqual(JP2_PHOTO_SIZE);
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3),
    ];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, at) => Math.abs(value - expected[at]!) <= 24);
    // drawn as: background (214,224,232), face (212,166,134), hair (35,28,25), shirt (40,70,120)
    expect(near(pixel(2, 2), [214, 224, 232])).toBe(true);
    expect(near(pixel(24, 29), [212, 166, 134])).toBe(true);
    expect(near(pixel(24, 12), [35, 28, 25])).toBe(true);
    expect(near(pixel(24, 57), [40, 70, 120])).toBe(true);
  });

  it('gives back every pixel of a lossless picture, grey or colour', async () => {
    const picture = fc
      .record({
        width: fc.integer({ min: 1, max: 12 }),
        height: fc.integer({ min: 1, max: 12 }),
        components: fc.constantFrom(1, 3),
      })
      .chain((size) =>
        fc
          .array(fc.integer({ min: 0, max: 255 }), {
            minLength: size.width * size.height * size.components,
            maxLength: size.width * size.height * size.components,
          })
          .map((samples) => ({ ...size, bits: 8, samples })),
      );
    await fc.assert(
      fc.asyncProperty(picture, async (drawn) => {
        const image = readPng(await jpeg2000ToPng(await encode(drawn)));
        expect([image.width, image.height]).toEqual([drawn.width, drawn.height]);
        for (let pixel = 0; pixel < drawn.width * drawn.height; pixel += 1) {
          const given = drawn.samples.slice(pixel * drawn.components, (pixel + 1) * drawn.components);
          const [r, g, b, a] = image.data.subarray(pixel * 4, pixel * 4 + 4);
          const expected =
            drawn.components <= 2
              ? [given[0], given[0], given[0], given[1] ?? 255]
              : [...given, 255].slice(0, 4);
          expect([r, g, b, a]).toEqual(expected);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('scales a 12-bit grey picture to 8 bits', async () => {
    const samples = [0, 4095, 2048, 1024, 16, 4000];
    const image = readPng(
      await jpeg2000ToPng(await encode({ width: 3, height: 2, components: 1, bits: 12, samples })),
    );
    const greys = [0, 1, 2, 3, 4, 5].map((at) => image.data[at * 4]);
    expect(greys).toEqual(samples.map((value) => Math.round((value * 255) / 4095)));
  });

  it('refuses what is no JPEG 2000, is damaged, or declares a picture too big, without decoding it', async () => {
    expect(await jpeg2000ToPng(Buffer.from('not a picture'))).toBeNull();
    expect(await jpeg2000ToPng(JP2_PHOTO.subarray(0, 120))).toBeNull();
    expect(declaredSize(Buffer.from('\xff\xd8\xff\xe0JFIF', 'latin1'))).toBeNull();
    const huge = Buffer.from(
      await encode({ width: 2, height: 2, components: 1, bits: 8, samples: [1, 2, 3, 4] }),
    );
    // the SIZ marker's grid: 20000 by 20000
    huge.writeUInt32BE(20_000, 8);
    huge.writeUInt32BE(20_000, 12);
    expect(declaredSize(huge)).toEqual({ width: 20_000, height: 20_000 });
    const started = Date.now();
    expect(await jpeg2000ToPng(huge)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
    // a picture with alpha: OpenJPEG's decoder here throws, and is replaced
    const rgba = {
      width: 2,
      height: 2,
      components: 4,
      bits: 8,
      samples: Array.from({ length: 16 }, () => 9),
    };
    expect(await jpeg2000ToPng(await encode(rgba))).toBeNull();
    // and the decoder works after a refusal
    expect(readPng(await jpeg2000ToPng(JP2_PHOTO)).width).toBe(JP2_PHOTO_SIZE.width);
  });
});
