// The fonts every PDF of the portal may embed: Noto Sans (regular and bold), whose one file holds
// Latin, the rupee sign ₹ and Devanagari. The standard PDF fonts encode WinAnsi only, so they
// cannot draw ₹ (hence the 'Rs.' of older PDFs) nor Hindi. The font files are code shipped with
// the package (@expo-google-fonts/noto-sans, OFL), read once per process; each PDF embeds a subset.
// fontkit itself (1.9), not pdf-lib's older fork @pdf-lib/fontkit: the fork writes a broken `loca`
// table into TrueType subsets (most glyphs render blank) and shapes Devanagari without placing its
// marks; fontkit 1.8 fixed both, and 1.9 keeps the subset API pdf-lib calls.
import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const fontFile = (name: string) =>
  require.resolve(`@expo-google-fonts/noto-sans/${name}/NotoSans_${name}.ttf`);

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

let bytes: { regular: Buffer; bold: Buffer } | null = null;

function fontBytes() {
  bytes ??= {
    regular: readFileSync(fontFile('400Regular')),
    bold: readFileSync(fontFile('700Bold')),
  };
  return bytes;
}

let fontkit: Promise<Fontkit> | null = null;

/**
 * fontkit, with each font file parsed once per process: pdf-lib asks fontkit to parse the file
 * again for every PDF, and decoding Noto Sans's tables took most of a short PDF's time. A parsed
 * font is safe to share: laying out text only reads it, and each PDF makes its own subset.
 */
function sharedFontkit(): Promise<Fontkit> {
  // fontkit takes a fifth of a second to load: with the first PDF, not with the server.
  fontkit ??= import('fontkit').then(({ default: loaded }) => {
    const parsed = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
    return {
      create: (data: Uint8Array, postscriptName?: string) => {
        if (postscriptName !== undefined) return loaded.create(data, postscriptName);
        let font = parsed.get(data);
        if (!font) parsed.set(data, (font = loaded.create(data)));
        return font;
      },
    };
  });
  return fontkit;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Registers fontkit on `pdf` and embeds Noto Sans regular and bold (subset to the glyphs drawn). */
export async function embedPortalFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(await sharedFontkit());
  const { regular, bold } = fontBytes();
  const [regularFont, boldFont] = await Promise.all([
    pdf.embedFont(regular, { subset: true }),
    pdf.embedFont(bold, { subset: true }),
  ]);
  return { regular: regularFont, bold: boldFont };
}
