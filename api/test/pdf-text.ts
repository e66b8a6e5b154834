// The text of a PDF the API serves, for assertions.
import { inflateSync } from 'node:zlib';

/** The text a PDF draws: its content streams inflated and their hex strings decoded. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(source); match; match = stream.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      parts.push(source.slice(start, end));
    }
  }
  return parts
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}
