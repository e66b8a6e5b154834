// Issue 39's equalities (fast-check): for any statement of credits and debits over a few days, cut
// into overlapping day ranges imported in any order (at once on PostgreSQL), each in an HDFC- or
// SBI-shaped file, every distinct credit's paise are in the queue exactly once (matched parts and
// remainders), the money recorded is the matched lines, no debit is recorded, and no invoice is
// paid more than its total or than the credits that named it.
import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { invoices, payments, statementLines } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { bankDate, importFile, invoicesOf } from './statements-fixtures';

interface Line {
  day: number;
  debit: boolean;
  paise: number;
  /** 0: a UTR in the reference column, zero-padded; 1: the UTR only in the narration; 2: none */
  reference: 0 | 1 | 2;
  /** -1 nobody, 0 the rent invoice, 1 the advance, 2 both in the short note */
  names: -1 | 0 | 1 | 2;
  /** identical keyless lines of a day (same amount and narration) are distinct credits */
  twin: boolean;
}

const line: fc.Arbitrary<Line> = fc.record({
  day: fc.integer({ min: 0, max: 3 }),
  debit: fc.boolean(),
  paise: fc.constantFrom(50_000, 100_000, 250_050, 950_050, 1_000_000),
  reference: fc.constantFrom(0 as const, 1 as const, 2 as const),
  names: fc.constantFrom(-1 as const, 0 as const, 1 as const, 2 as const),
  twin: fc.boolean(),
});
const range = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));

const rupees = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });

describe.each(databases)('overlapping statement imports on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  let run = 0;
  const day = today();

  beforeAll(async () => {
    world = await openBillingWorld(database, plusDays(day, -20));
    t = world.t;
  });
  afterAll(() => t.close());

  /** The statement's rows: debits and credits, each with its narration and reference as printed. */
  function rowsOf(lines: Line[], numbers: string[]) {
    return lines.map((current, index) => {
      const utr = `${run}`.padStart(4, '0') + `${index}`.padStart(8, '0');
      const note =
        current.names === -1
          ? ''
          : current.names === 2
            ? `${numbers[0]},${numbers[1]!.slice(-6)}`
            : numbers[current.names]!;
      const who = current.twin ? `CASH DEPOSIT R${run}Z` : `R${run}Z L${index}`;
      const narration = current.debit
        ? `REFUND SENT R${run}Z L${index}`
        : current.reference === 1
          ? `UPI/CR/${utr}/${who}/${note}`
          : `NEFT ${who} ${note}`.trim();
      const reference =
        current.debit || current.reference === 0 ? `0000${utr}` : current.reference === 1 ? '-' : '';
      return { ...current, date: bankDate(plusDays(day, current.day - 3)), narration, reference };
    });
  }
  type Row = ReturnType<typeof rowsOf>[number];

  const hdfc = (rows: Row[]) =>
    [
      'HDFC BANK Ltd.,Statement of account',
      'Account No :,50100012345678',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ...rows.map((row) =>
        [
          row.date,
          `"${row.narration}"`,
          row.reference,
          row.date,
          row.debit ? `"${rupees(row.paise)}"` : '',
          row.debit ? '' : `"${rupees(row.paise)}"`,
          '',
        ].join(','),
      ),
      'STATEMENT SUMMARY :-',
      '',
    ].join('\n');
  const sbi = (rows: Row[]) =>
    [
      'Account Name :,SUNRISE PG',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,Debit,Credit,Balance',
      ...rows.map((row) =>
        [
          row.date,
          row.date,
          `"${row.narration}"`,
          row.reference,
          '1234',
          row.debit ? `"${rupees(row.paise)}"` : '',
          row.debit ? '' : `"${rupees(row.paise)}"`,
          '',
        ].join(','),
      ),
      '',
    ].join('\n');

  async function checkEqualities(credits: Row[]) {
    const { db } = t.database;
    const lines = await db
      .select()
      .from(statementLines)
      .where(like(statementLines.narration, `%R${run}Z%`));
    const expected = credits.reduce((sum, row) => sum + row.paise, 0);
    expect(lines.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(expected);
    expect(lines.filter((row) => row.narration.startsWith('REFUND'))).toEqual([]);
    const ledger = await db.select().from(payments);
    const matched = await db.select().from(statementLines).where(eq(statementLines.status, 'MATCHED'));
    const byStatement = ledger.filter((payment) => matched.some((row) => row.paymentId === payment.id));
    expect(byStatement.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(
      matched.reduce((sum, row) => sum + row.amountPaise, 0),
    );
    for (const invoice of await db.select().from(invoices)) {
      const paid = ledger
        .filter((p) => p.invoiceId === invoice.id)
        .reduce((sum, p) => sum + p.amountPaise, 0);
      expect(invoice.paidPaise).toBe(paid);
      expect(paid).toBeLessThanOrEqual(invoice.totalPaise);
    }
  }

  it('records each distinct credit once and no debit, however the period is cut and ordered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.array(range, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (lines, ranges, layoutFlip) => {
          run += 1;
          const numbers = (await invoicesOf(t, world.admin, world.tenantId)).map(
            (invoice) => invoice.invoiceId,
          );
          const rows = rowsOf(lines, numbers);
          const windows = ranges.map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
          const files = windows.map(([from, to], index) => {
            const inside = rows
              .filter((row) => row.day >= from && row.day <= to)
              .sort((x, y) => x.day - y.day);
            return (index % 2 === 0) === layoutFlip ? hdfc(inside) : sbi(inside);
          });
          const answers = await Promise.all(
            files.map((file, index) =>
              // two staff at once: a caller has at most 2 uploads in flight (429 beyond)
              importFile(t, index % 2 === 0 ? world.admin : world.manager, file),
            ),
          );
          answers.forEach((answer, index) => {
            const [from, to] = windows[index]!;
            const hasLines = rows.some((row) => row.day >= from && row.day <= to);
            // A file with no transactions is 'The statement is empty…'; one of debits only reads 0 credits.
            expect(answer.statusCode).toBe(hasLines ? 200 : 400);
          });
          const imported = answers.flatMap((answer, index) =>
            answer.statusCode === 200 ? [windows[index]!] : [],
          );
          const credits = rows.filter(
            (row) => !row.debit && imported.some(([from, to]) => row.day >= from && row.day <= to),
          );
          await checkEqualities(credits);
        },
      ),
      { numRuns: 12 },
    );
  });
});
