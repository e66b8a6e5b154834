// Text broken into lines that fit a width, for every PDF the portal draws.
import type { PDFFont } from 'pdf-lib';

/**
 * `text` in lines no wider than `width` at `size`, broken between words (a word longer than a line
 * keeps its own line); each '\n' starts a new paragraph, an empty one an empty line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (!words.length) lines.push('');
    for (let start = 0; start < words.length;) {
      const end = lineEnd(words, start, font, size, width);
      lines.push(words.slice(start, end).join(' '));
      start = end;
    }
  }
  return lines;
}

/**
 * Where the line that starts at `words[start]` ends: as many words as fit, at least one. Shaping a
 * line (Devanagari above all) costs in proportion to its length, so measuring it again after each
 * word made a long Hindi paragraph cost seconds. The words measured one by one give the guess,
 * which the whole line, measured once or twice, then corrects (kerning across a space differs).
 */
function lineEnd(words: string[], start: number, font: PDFFont, size: number, width: number): number {
  const widthOf = (from: number, to: number) => font.widthOfTextAtSize(words.slice(from, to).join(' '), size);
  const space = font.widthOfTextAtSize(' ', size);
  let end = start + 1;
  const wordWidth = (index: number) => font.widthOfTextAtSize(words[index] ?? '', size);
  let guess = wordWidth(start);
  while (end < words.length) {
    const next = guess + space + wordWidth(end);
    if (next > width) break;
    guess = next;
    end += 1;
  }
  while (end < words.length && widthOf(start, end + 1) <= width) end += 1;
  while (end > start + 1 && widthOf(start, end) > width) end -= 1;
  return end;
}
