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
    const wordWidths = words.map(measure);
    const fits = (from: number, to: number) => measure(words.slice(from, to).join(' ')) <= width;
    for (let start = 0; start < words.length;) {
      const end = lineEnd(start, { wordWidths, space, width, fits });
      lines.push(words.slice(start, end).join(' '));
      start = end;
    }
  }
  return lines;
}

interface Paragraph {
  /** each word's width, measured once */
  wordWidths: number[];
  space: number;
  width: number;
  /** whether words[from, to) measured as one line fit the width */
  fits: (from: number, to: number) => boolean;
}

/**
 * Where the line that starts at word `start` ends: as many words as fit, at least one. Shaping a
 * line (Devanagari above all) costs in proportion to its length, so measuring it again after each
 * word made a long Hindi paragraph cost seconds. The words measured one by one give the guess,
 * which the whole line, measured once or twice, then corrects (kerning across a space differs).
 */
function lineEnd(start: number, { wordWidths, space, width, fits }: Paragraph): number {
  let end = start + 1;
  let guess = wordWidths[start] ?? 0;
  while (end < wordWidths.length) {
    const next = guess + space + (wordWidths[end] ?? 0);
    if (next > width) break;
    guess = next;
    end += 1;
  }
  while (end < wordWidths.length && fits(start, end + 1)) end += 1;
  while (end > start + 1 && !fits(start, end)) end -= 1;
  return end;
}
