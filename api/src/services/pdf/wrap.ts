// Text broken into lines that fit a width, for every PDF the portal draws.
import type { PDFFont } from 'pdf-lib';

/**
 * `text` in lines no wider than `width` at `size`, broken between words (a word longer than a line
 * keeps its own line); each '\n' starts a new paragraph, an empty one an empty line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
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
