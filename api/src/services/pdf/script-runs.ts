// fontkit shapes a string by its first script: in a line that starts in Latin ('Bilal Khan: 21 दिन')
// the Devanagari after it is laid out as Latin, so a vowel sign such as ि prints after its consonant
// instead of before it. Each line is shaped as runs of one script each.
import {
  PDFDict,
  PDFHexString,
  PDFName,
  degrees,
  drawText,
  type Color,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

const DEVANAGARI = /\p{Script=Devanagari}/u;
// spaces, digits, punctuation and symbols (₹) belong to whichever script's run they sit in
const NEUTRAL = /[\s\p{Nd}\p{P}\p{S}]/u;

/** `text` cut where its script changes between Devanagari and any other; neutral marks stay put. */
export function scriptRuns(text: string): string[] {
  const runs: string[] = [];
  let current = '';
  let devanagari: boolean | null = null;
  for (const char of text) {
    const isDevanagari = DEVANAGARI.test(char) ? true : NEUTRAL.test(char) ? null : false;
    if (isDevanagari !== null && devanagari !== null && isDevanagari !== devanagari) {
      runs.push(current);
      current = '';
    }
    current += char;
    if (isDevanagari !== null) devanagari = isDevanagari;
  }
  if (current) runs.push(current);
  return runs;
}

interface DrawOptions {
  x: number;
  y: number;
  font: PDFFont;
  size: number;
  color: Color;
  /** wraps at this width (pdf-lib's own wrapping), for a line of one script only */
  maxWidth?: number;
}

/** The name `page` knows `font` by in its resources (setting it as the page's font first). */
function fontName(page: PDFPage, font: PDFFont): PDFName {
  page.setFont(font);
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const entry = fonts?.entries().find(([, ref]) => ref === font.ref);
  if (!entry) throw new Error('The font is not in the page’s resources');
  return entry[0];
}

/**
 * page.drawText, with each script's run shaped on its own; the runs' glyphs are drawn as one piece
 * of text, so viewers (and copy and paste) read the line whole.
 */
export function drawTextRuns(page: PDFPage, text: string, options: DrawOptions): void {
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    page.drawText(text, options);
    return;
  }
  const glyphs = runs.map((run) => options.font.encodeText(run).asString()).join('');
  const { x, y, size, color } = options;
  const flat = degrees(0);
  page.pushOperators(
    ...drawText(PDFHexString.of(glyphs), {
      ...{ x, y, size, color, font: fontName(page, options.font) },
      ...{ rotate: flat, xSkew: flat, ySkew: flat },
    }),
  );
}
