// Text broken into lines that fit a width, for every PDF the portal draws.
import type { PDFFont } from 'pdf-lib';

/**
 * `text` in lines no wider than `width` at `size`, broken between words (a word longer than a line
 * keeps its own line); each '\n' starts a new paragraph, an empty one an empty line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (part: string) => font.widthOfTextAtSize(part, size);
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (!words.length) lines.push('');
    const line = { widths: words.map(measure), gap: space, width };
    const fits = (from: number, to: number) => measure(words.slice(from, to).join(' ')) <= width;
    for (let start = 0; start < words.length;) {
      const end = lineEnd(start, line, fits);
      lines.push(words.slice(start, end).join(' '));
      start = end;
    }
  }
  return lines;
}

/**
 * `text` in pieces no wider than `width` at `size`, broken between any two characters (at least
 * one character a piece): for a text with nowhere better to break, as a URL.
 */
export function breakAnywhere(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (part: string) => font.widthOfTextAtSize(part, size);
  const chars = [...text];
  const widthOf = new Map<string, number>();
  for (const char of chars) if (!widthOf.has(char)) widthOf.set(char, measure(char));
  const line = { widths: chars.map((char) => widthOf.get(char) ?? 0), gap: 0, width };
  const fits = (from: number, to: number) => measure(chars.slice(from, to).join('')) <= width;
  const pieces: string[] = [];
  for (let start = 0; start < chars.length;) {
    const end = lineEnd(start, line, fits);
    pieces.push(chars.slice(start, end).join(''));
    start = end;
  }
  return pieces;
}

interface Line {
  /** each unit's width (a word, a character), measured once */
  widths: number[];
  /** what goes between two units: a space's width, or nothing */
  gap: number;
  width: number;
}

/**
 * Where the line that starts at unit `start` ends: as many units as fit, at least one. Shaping a
 * line (Devanagari above all) costs in proportion to its length, so measuring it again after each
 * unit made a long Hindi paragraph, or a receipt's URL, cost seconds. The units measured one by one
 * give the guess, which the whole line, measured once or twice, then corrects (kerning between units
 * differs); `fits(from, to)` says whether units [from, to) measured as one line fit.
 */
function lineEnd(
  start: number,
  { widths, gap, width }: Line,
  fits: (from: number, to: number) => boolean,
): number {
  let end = start + 1;
  let guess = widths[start] ?? 0;
  while (end < widths.length) {
    const next = guess + gap + (widths[end] ?? 0);
    if (next > width) break;
    guess = next;
    end += 1;
  }
  while (end < widths.length && fits(start, end + 1)) end += 1;
  while (end > start + 1 && !fits(start, end)) end -= 1;
  return end;
}
