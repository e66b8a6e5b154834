// The text of a PDF the API serves, for assertions.
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** A font's ToUnicode CMap: code (hex, as drawn) -> the text it stands for. */
type CodeMap = Map<string, string>;

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

function parseCMap(source: string): CodeMap {
  const map: CodeMap = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(from!, 16);
      const first = parseInt(text!, 16);
      for (let code = start; code <= parseInt(to!, 16); code += 1) {
        const key = code.toString(16).toUpperCase().padStart(from!.length, '0');
        map.set(key, String.fromCodePoint(first + code - start));
      }
    }
  }
  return map;
}

/** Each page's fonts by resource name, with their CMaps (null: a standard font, WinAnsi bytes). */
function fontMaps(pdf: PDFDocument, resources: PDFDict | undefined): Map<string, CodeMap | null> {
  const maps = new Map<string, CodeMap | null>();
  const fonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    const cmap =
      toUnicode instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1')
        : null;
    maps.set(name.asString().slice(1), cmap ? parseCMap(cmap) : null);
  }
  return maps;
}

function decodeRun(hex: string, map: CodeMap | null | undefined): string {
  if (!map) return Buffer.from(hex, 'hex').toString('latin1');
  let text = '';
  for (let at = 0; at < hex.length; at += 4) text += map.get(hex.slice(at, at + 4).toUpperCase()) ?? '?';
  return text;
}

/** The text drawn on one page, in drawing order, each run followed by a new line. */
function pageText(pdf: PDFDocument, content: string, maps: Map<string, CodeMap | null>): string {
  let font: CodeMap | null | undefined;
  const runs: string[] = [];
  const operators = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  for (const [, fontName, hex, literal] of content.matchAll(operators)) {
    if (fontName !== undefined) font = maps.get(fontName);
    else if (hex !== undefined) runs.push(decodeRun(hex, font));
    else if (literal !== undefined) runs.push(literal.replace(/\\(.)/g, '$1'));
  }
  return runs.join('\n');
}

/** A page's content stream(s), decoded: its drawing operators as text. */
function contentOf(pdf: PDFDocument, page: ReturnType<PDFDocument['getPage']>): string {
  const streams = page.node.Contents();
  const list = streams ? ('asArray' in streams ? streams.asArray() : [streams]) : [];
  return list
    .map((item) => pdf.context.lookup(item))
    .map((stream) =>
      stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
    )
    .join('\n');
}

/** The text a PDF draws: each page's content decoded through its fonts' ToUnicode maps. */
export async function pdfTextOf(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  return pdf
    .getPages()
    .map((page) => pageText(pdf, contentOf(pdf, page), fontMaps(pdf, page.node.Resources())))
    .join('\n');
}

/** How many paths a PDF's pages start (`m` operators): a QR code drawn as squares starts hundreds. */
export async function pdfPathCountOf(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().reduce((count, page) => count + (contentOf(pdf, page).match(/ m\n/g) ?? []).length, 0);
}
