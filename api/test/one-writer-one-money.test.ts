// Issue 41, written once as a test: every PDF starts in the one writer (api/src/services/pdf/), which
// embeds Noto Sans, and money is turned from rupees into paise and back only by the money module
// (shared/contracts/src/format/money.ts, which api/src/services/money.ts re-exports). This reads
// the sources of the API, the contracts and the front ends (tests are not read: they pin amounts on
// purpose) and names the file and line of each break.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const FOLDERS = [
  'api/src',
  'shared/contracts/src',
  'shared/domain/src',
  'shared/ui/src',
  'shell/src',
  'mfe-auth/src',
  'mfe-properties/src',
  'mfe-tenants/src',
  'mfe-complaints/src',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((path) => ({
  path: relative(ROOT, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

/** `file:line: text` of each line matching `rule` outside the files `allowed` names. */
function breaks(rule: RegExp, allowed: (path: string) => boolean): string[] {
  return files
    .filter(({ path }) => !allowed(path))
    .flatMap(({ path, lines }) =>
      lines.flatMap((line, index) =>
        rule.test(line.replace(/\/\/.*$|^\s*\*.*$/, '')) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
      ),
    );
}

describe('one PDF writer', () => {
  it('makes every PDF document and embeds every font in api/src/services/pdf/', () => {
    const inWriter = (path: string) => path.startsWith('api/src/services/pdf/');
    expect(breaks(/PDFDocument\.create\(|StandardFonts|\.embedFont\(|registerFontkit/, inWriter)).toEqual([]);
  });

  it('is what the PDF makers start from', () => {
    // pdf-lib itself only in the writer's folder (fonts, QR codes, the writer) and the makers that
    // draw what the writer has no block for yet
    const makers = files.filter(
      ({ path, lines }) =>
        !path.startsWith('api/src/services/pdf/') && lines.some((line) => /from 'pdf-lib'/.test(line)),
    );
    expect(makers.map(({ path }) => path).sort()).toEqual([
      'api/src/services/admission-papers/police-form-pdf.ts',
      'api/src/services/payments/pdf.ts',
      'api/src/services/payments/receipt-pdf.ts',
    ]);
  });
});

describe('one money module', () => {
  /** What may multiply or divide by 100 for another reason than money. */
  const NOT_MONEY = new Set([
    'shared/contracts/src/format/money.ts', // the module itself
    'api/src/services/payments/amount-in-words.ts', // the hundreds of a number in words
    'mfe-complaints/src/features/complaints/components/upload-progress.tsx', // per cent uploaded
    'mfe-properties/src/features/reports/components/report-format.ts', // occupancy in per cent
    'api/src/services/taxes/gst-classify.ts', // a GST rate in per cent from basis points
  ]);

  it('is the only place that multiplies or divides an amount by 100', () => {
    expect(breaks(/[*/]\s*100(?![\d.])/, (path) => NOT_MONEY.has(path))).toEqual([]);
  });

  it('is the only place that writes an amount with two decimals or parses one by hand', () => {
    const inModule = (path: string) => path === 'shared/contracts/src/format/money.ts';
    expect(breaks(/toFixed\(2\)|parseFloat\(/, inModule)).toEqual([]);
  });
});
