// wrapText and breakAnywhere measure a line once or twice instead of after every word or character:
// they must break exactly where measuring after each one (the greedy rule) breaks, in Latin,
// Devanagari and both mixed.
import fc from 'fast-check';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { embedPortalFonts } from './fonts';
import { breakAnywhere, wrapText } from './wrap';

/** The rule as first written: add a word while the line still fits. */
function greedy(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** The URL rule as first written (verify-qr.ts): add a character while the piece still fits. */
function greedyPieces(text: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const WORDS = [
  'PG',
  'rent',
  'Sunrise',
  'deposit',
  'AVA',
  'To',
  '₹8,500',
  'Wi-Fi',
  'किराया',
  'बकाया',
  'भुगतान',
  'करें',
  'क्षेत्र',
  'श्री',
  'supercalifragilisticexpialidocious',
  '—',
  '1,00,000',
];

describe('wrapText', () => {
  let fonts: { regular: PDFFont; bold: PDFFont };
  beforeAll(async () => {
    fonts = await embedPortalFonts(await PDFDocument.create());
  });

  it('breaks where adding one word at a time would', () => {
    const paragraph = fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(paragraph, { minLength: 1, maxLength: 3 }).map((paragraphs) => paragraphs.join('\n')),
        fc.constantFrom(8, 10, 12),
        fc.integer({ min: 20, max: 500 }),
        fc.boolean(),
        (text, size, width, bold) => {
          const font = bold ? fonts.bold : fonts.regular;
          expect(wrapText(text, font, size, width)).toEqual(greedy(text, font, size, width));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps a word longer than the line on a line of its own, and empty paragraphs as empty lines', () => {
    const long = 'supercalifragilisticexpialidocious';
    expect(wrapText(`a ${long} b\n\nकिराया`, fonts.regular, 12, 40)).toEqual(['a', long, 'b', '', 'किराया']);
  });
});

describe('breakAnywhere', () => {
  let fonts: { regular: PDFFont; bold: PDFFont };
  beforeAll(async () => {
    fonts = await embedPortalFonts(await PDFDocument.create());
  });

  it('breaks where adding one character at a time would', () => {
    const url = fc
      .array(fc.constantFrom(...'https://pg.example.in/verify/AVAWTo-_.~%?=&#01l9', 'क', 'ि', 'र'), {
        maxLength: 200,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(url, fc.constantFrom(7, 9), fc.integer({ min: 12, max: 450 }), (text, size, width) => {
        expect(breakAnywhere(text, fonts.regular, size, width)).toEqual(
          greedyPieces(text, fonts.regular, size, width),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('gives every piece at least one character, even where one is wider than the line', () => {
    expect(breakAnywhere('WWW', fonts.regular, 12, 1)).toEqual(['W', 'W', 'W']);
    expect(breakAnywhere('', fonts.regular, 12, 100)).toEqual([]);
  });
});
