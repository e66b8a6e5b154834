// Bank statements as the big Indian banks export them (issue 23): each file of statement-corpus/ is
// read line by line exactly as its <file>.expected.json says; the same transactions in every layout
// give the same credits; a debit is never read as a credit; a line in the middle that cannot be read
// is a 400 naming the line and the column.
import * as XLSX from '@e965/xlsx';
import type { StatementMapping } from '@pgportal/contracts/schemas';
import type { HttpError } from '../src/errors';
import { parseStatement } from '../src/services/statements/parse';
import { numberText } from '../src/services/statements/read-sheet';
import { CORPUS_FILES, corpusFile, expectedOf } from './statement-corpus/corpus';

const parse = (content: string | Buffer, given: StatementMapping | null = null) =>
  parseStatement(typeof content === 'string' ? Buffer.from(content) : content, given, null);

function refusal(content: string | Buffer): HttpError {
  try {
    parse(content);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('the statement was read');
}

const KOTAK_HEADER = 'Sl. No.,Date,Description,Chq / Ref number,Amount,Dr / Cr,Balance,Dr / Cr';
const SBI_HEADER = 'Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,Debit,Credit,Balance';

describe('bank statement layouts', () => {
  it.each(CORPUS_FILES)('reads %s line by line as expected', (name) => {
    const expected = expectedOf(name);
    const parsed = parseStatement(corpusFile(name), null, null);
    const { headers: _headers, ...read } = parsed;
    expect(read).toEqual({
      mapping: expected.mapping,
      credits: expected.credits,
      skipped: expected.skipped,
      debits: expected.debits,
    });
    expect(parsed.credits.map((credit) => credit.lineNumber)).toEqual(expected.lines.credit);
    expect(parsed.debits).toBe(expected.lines.debit.length);
    expect(parsed.skipped).toBe(expected.lines.skipped.length);
  });

  it('reads the same transactions in every layout as the same credits', () => {
    const essence = (name: string) =>
      parseStatement(corpusFile(name), null, null).credits.map(({ date, amountPaise, balancePaise }) => ({
        date,
        amountPaise,
        balancePaise,
      }));
    const hdfc = essence('hdfc.xls');
    expect(hdfc).toHaveLength(4);
    for (const name of CORPUS_FILES) expect(essence(name)).toEqual(hdfc);
  });

  it.each(CORPUS_FILES)('reads %s the same with its confirmed mapping', (name) => {
    const { mapping, credits } = expectedOf(name);
    expect(parseStatement(corpusFile(name), mapping, null).credits).toEqual(credits);
  });

  it("finds Kotak's Dr / Cr column by name when an older client confirms only four columns", () => {
    const old = {
      dateColumn: 'Date',
      narrationColumn: 'Description',
      creditColumn: 'Amount',
      referenceColumn: 'Chq / Ref number',
    };
    const parsed = parseStatement(corpusFile('kotak.csv'), old, null);
    expect(parsed.mapping.indicatorColumn).toBe('Dr / Cr');
    expect(parsed).toMatchObject({ debits: 2, credits: expectedOf('kotak.csv').credits });
  });

  it.each([
    [
      'a DR-suffixed amount in the credit column',
      `${SBI_HEADER}\n1 Nov 2026,,REVERSAL,,1,,"2,000.00 DR",100.00\n`,
    ],
    ['a negative amount in the credit column', `${SBI_HEADER}\n1 Nov 2026,,REVERSAL,,1,,-2000.00,100.00\n`],
    ['a Dr indicator', `${KOTAK_HEADER}\n1,01-Nov-2026,REFUND,,"2,000.00",DR,"8,000.00",CR\n`],
    ['a lower-case dr indicator', `${KOTAK_HEADER}\n1,01-Nov-2026,REFUND,,"2,000.00",dr,"8,000.00",CR\n`],
    ['a Dr suffix in an Amount column', 'Date,Description,Amount\n01/11/2026,REFUND,500.00 Dr\n'],
    ['a minus in an Amount column', 'Date,Description,Amount\n01/11/2026,REFUND,-500.00\n'],
    ['a withdrawal with a credit-only mapping kept', `${SBI_HEADER}\n1 Nov 2026,,ATM,,1,500.00,,100.00\n`],
  ])('never reads %s as a credit', (_name, content) => {
    const oldMapping = content.includes('ATM')
      ? {
          dateColumn: 'Txn Date',
          narrationColumn: 'Description',
          creditColumn: 'Credit',
          referenceColumn: null,
        }
      : null;
    const parsed = parse(content, oldMapping);
    expect(parsed.credits).toEqual([]);
    expect(parsed.debits).toBe(1);
  });

  it("reads Kotak's balance by its own Dr / Cr: an overdraft is negative", () => {
    const parsed = parse(`${KOTAK_HEADER}\n1,01-Nov-2026,UPI/x,,"500.00",CR,"1,500.00",DR\n`);
    expect(parsed.credits).toEqual([expect.objectContaining({ amountPaise: 50000, balancePaise: -150000 })]);
  });

  it('reads an Amount column signed only by minus: plain amounts are credits', () => {
    const parsed = parse('Date,Description,Amount\n01/11/2026,UPI/x,500.00\n02/11/2026,ATM,-200\n');
    expect(parsed).toMatchObject({ debits: 1, credits: [expect.objectContaining({ amountPaise: 50000 })] });
  });

  it.each([
    [
      'a bad date in the middle',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,,100,\n31 Feb 2026,,B,,1,,100,\n3 Nov 2026,,C,,1,,100,\n`,
      "Line 3, column 'Txn Date': '31 Feb 2026' is not a date",
    ],
    [
      'a bad date on the last line',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,,100,\n31/13/2026,,B,,1,,100,\nThis is a computer generated statement\n`,
      "Line 3, column 'Txn Date': '31/13/2026' is not a date",
    ],
    [
      'an amount with no date in the middle',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,,100,\n,,B,,1,,100,\n3 Nov 2026,,C,,1,,100,\n`,
      "Line 3, column 'Txn Date': '' is not a date",
    ],
    [
      'a line with both a withdrawal and a deposit',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,50,100,\n`,
      "Line 2: both 'Debit' and 'Credit' hold an amount",
    ],
    [
      'a dated line with no amount',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,,,\n`,
      "Line 2: no amount in 'Debit' or 'Credit'",
    ],
    [
      'an amount with no Dr / Cr',
      `${KOTAK_HEADER}\n1,01-Nov-2026,A,,"500.00",,"500.00",CR\n`,
      "Line 2, column 'Dr / Cr': '' does not say Cr or Dr",
    ],
    [
      'an amount without a suffix where the others carry one',
      'Date,Description,Amount\n01/11/2026,A,500.00 Cr\n02/11/2026,B,200.00\n',
      "Line 3, column 'Amount': '200.00' does not say Cr or Dr",
    ],
    [
      'an amount like 1e3',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,,1e3,\n`,
      "Line 2, column 'Credit': '1e3' is not an amount",
    ],
    [
      'an amount like 0x64',
      `${SBI_HEADER}\n1 Nov 2026,,A,,1,,0x64,\n`,
      "column 'Credit': '0x64' is not an amount",
    ],
    ['two decimal points', `${SBI_HEADER}\n1 Nov 2026,,A,,1,,1.000.50,\n`, "'1.000.50' is not an amount"],
  ])('refuses %s with a 400 naming the line', (_name, content, message) => {
    const error = refusal(content);
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain(message);
  });

  it('skips separator rows and joins a wrapped narration to its line', () => {
    const parsed = parse(
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n' +
        '*****,*****,*****,*****,*****,*****,*****\n' +
        "01/11/26,UPI-ASHA RAO-ASHA@OKAXIS,'000412345678,01/11/26,,100.00,100.00\n" +
        ',SBIN0001234-412345678901-RENT,,,,,\n' +
        '=====,,,,,,\n' +
        '02/11/26,ATW,0,02/11/26,50.00,,50.00\n' +
        '-----,,,,,,\n',
    );
    expect(parsed).toMatchObject({ skipped: 3, debits: 1 });
    expect(parsed.credits).toEqual([
      {
        lineNumber: 3,
        date: '2026-11-01',
        narration: 'UPI-ASHA RAO-ASHA@OKAXIS SBIN0001234-412345678901-RENT',
        amountPaise: 10000,
        reference: '000412345678',
        balancePaise: 10000,
      },
    ]);
  });

  it.each([
    [1234.5, '1234.50'],
    [0.1 + 0.2, '0.30'],
    [9500, '9500'],
    [-12.05, '-12.05'],
    [412345678901, '412345678901'],
  ])('writes the Excel number %p as %p', (value, text) => {
    expect(numberText(value)).toBe(text);
  });

  it.each(['xlsx', 'biff8'] as const)(
    'reads an Excel (%s) date cell as its day and a float amount to the paisa',
    (bookType) => {
      const sheet = XLSX.utils.aoa_to_sheet([
        ['Txn Date', 'Description', 'Debit', 'Credit', 'Balance'],
        [{ t: 'n', v: 46355, z: 'dd-mmm-yyyy' }, 'UPI/x', null, 0.1 + 0.2, 1234.5],
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
      const parsed = parse(XLSX.write(book, { type: 'buffer', bookType }) as Buffer);
      expect(parsed.credits).toEqual([
        expect.objectContaining({ date: '2026-11-29', amountPaise: 30, balancePaise: 123450 }),
      ]);
    },
  );
});
