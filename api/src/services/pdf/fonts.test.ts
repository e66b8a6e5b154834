// The fonts a PDF embeds must draw: a subset whose glyph table is damaged still extracts as text
// (its ToUnicode map is fine) but renders blank, as @pdf-lib/fontkit's subsets did. Each glyph
// drawn here must have an outline in the embedded font file, Latin, ₹ and Devanagari alike.
import fontkit from 'fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { formatPaise } from '../money';
import { embedPortalFonts } from './fonts';

interface EmbeddedFont {
  numGlyphs: number;
  getGlyph: (id: number) => { path: { commands: unknown[] } };
}

async function embeddedFontFiles(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const files: EmbeddedFont[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    // a font descriptor names its TrueType file as FontFile2
    const file = object instanceof PDFDict ? object.get(PDFName.of('FontFile2')) : undefined;
    const stream = file instanceof PDFRef ? pdf.context.lookup(file) : undefined;
    if (!(stream instanceof PDFRawStream)) continue;
    const data = Buffer.from(decodePDFRawStream(stream).decode());
    files.push(fontkit.create(data) as unknown as EmbeddedFont);
  }
  return files;
}

/** Every glyph of each embedded subset has an outline (a space has none by nature). */
function expectNoBlankGlyphs(files: EmbeddedFont[]): void {
  for (const file of files) {
    const blank = [];
    // glyph 0 is .notdef
    for (let id = 1; id < file.numGlyphs; id += 1) {
      if (file.getGlyph(id).path.commands.length === 0) blank.push(id);
    }
    expect(blank.length).toBeLessThanOrEqual(1);
    expect(file.numGlyphs).toBeGreaterThan(10);
  }
}

describe('embedded fonts', () => {
  it('draw every glyph of Latin, ₹ and Devanagari text (no blank glyphs in the subset)', async () => {
    const pdf = await PDFDocument.create();
    const fonts = await embedPortalFonts(pdf);
    const page = pdf.addPage([400, 200]);
    page.drawText(`Sunrise PG rent ${formatPaise(850_000)}`, {
      x: 20,
      y: 150,
      size: 12,
      font: fonts.regular,
    });
    page.drawText('किराया बकाया भुगतान करें', { x: 20, y: 100, size: 12, font: fonts.bold });
    const files = await embeddedFontFiles(await pdf.save());
    expect(files).toHaveLength(2);
    expectNoBlankGlyphs(files);
  });

  it('are parsed once and shared, yet each PDF embeds a subset of its own text', async () => {
    const made = [];
    for (const text of ['किराया बकाया भुगतान करें ₹8,500', 'AA']) {
      const pdf = await PDFDocument.create();
      const fonts = await embedPortalFonts(pdf);
      pdf.addPage([400, 200]).drawText(text, { x: 20, y: 100, size: 12, font: fonts.regular });
      made.push(await embeddedFontFiles(await pdf.save()));
    }
    const [hindi, latin] = made.map((files) => {
      const subset = files.find((file) => file.numGlyphs > 1);
      if (!subset) throw new Error('no font embedded');
      return subset;
    });
    if (!hindi || !latin) throw new Error('two PDFs expected');
    expectNoBlankGlyphs([hindi]);
    expect(hindi.numGlyphs).toBeGreaterThan(10);
    // the second PDF holds .notdef and 'A' only: nothing of the first PDF's glyphs
    expect(latin.numGlyphs).toBe(2);
  });
});
