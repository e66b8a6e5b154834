// The header row of a statement, read in the browser so the form can show the columns it found
// before anything is sent (issue 23). The server reads the file again with its CSV library. An Excel
// file (.xlsx, .xls) is not read here: the server finds its columns by their names.
import { detectStatementMapping, mappingFits, type StatementMapping } from '@pgportal/contracts/schemas';

/** One CSV line's cells ("quoted, with commas" and "" escapes). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

export interface HeaderReading {
  headers: string[];
  /** the kept mapping when it fits, else the columns found by their names (null: none found) */
  mapping: StatementMapping | null;
  /** true when the user should confirm the mapping (new, or not recognised) */
  needsConfirmation: boolean;
}

/** Reads the first lines of the statement: the header row and the mapping to use or confirm. */
export function readHeaders(text: string, kept: StatementMapping | null): HeaderReading {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, 40)
    .filter((line) => line.trim() !== '')
    // SBI's '.xls' is tab-separated text
    .map((line) =>
      line.split('\t').length >= 4 ? line.split('\t').map((cell) => cell.trim()) : csvCells(line),
    );
  for (const headers of rows) {
    if (kept && mappingFits(kept, headers)) return { headers, mapping: kept, needsConfirmation: false };
    const detected = detectStatementMapping(headers);
    if (detected) return { headers, mapping: detected, needsConfirmation: true };
  }
  const widest = rows.reduce<string[]>((best, row) => (row.length > best.length ? row : best), []);
  return { headers: widest.filter(Boolean), mapping: null, needsConfirmation: true };
}

/** The first 64 KB of the file as text: where the header row is. */
export const firstBytesOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file.slice(0, 64 * 1024));
  });

/** True for an Excel file, by its first bytes (a ZIP: .xlsx; an OLE2 compound file: .xls), not its name. */
export const isExcelFile = (file: File) =>
  new Promise<boolean>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const head = new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0));
      const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
      const ole2 = head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0;
      resolve(zip || ole2);
    };
    reader.onerror = () => resolve(false);
    reader.readAsArrayBuffer(file.slice(0, 4));
  });
