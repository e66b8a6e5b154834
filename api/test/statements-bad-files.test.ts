// Bank statements that cannot be read (issue 23), on both databases: each answers a clear refusal
// naming the line and the column, and nothing of the file is recorded; two imports racing record
// each payment once.
import { PDF } from './fixtures';
import { payments, statementLines } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { bankDate, hdfcStatement, importFile, invoicesOf } from './statements-fixtures';

describe.each(databases)('bad bank statements on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  const day = today();

  beforeAll(async () => {
    world = await openBillingWorld(database, plusDays(day, -20));
    t = world.t;
  });
  afterAll(() => t.close());

  const rentNumber = async () =>
    (await invoicesOf(t, world.admin, world.tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!
      .invoiceId;
  const nothingRecorded = async () => {
    expect(await t.database.db.select().from(payments)).toHaveLength(0);
    expect(await t.database.db.select().from(statementLines)).toHaveLength(0);
  };
  /** A file whose first credit would match, then `bad` on line 6. */
  const failingAfterAMatch = async (bad: { date?: string; amount?: string }) =>
    hdfcStatement(day, [
      { narration: `UPI/${await rentNumber()}`, amount: '100', utr: '812345678901' },
      { narration: 'UPI/x', amount: bad.amount ?? '100', utr: '812345678902', date: bad.date },
    ]);

  it.each([
    [
      'a date that does not parse',
      { date: '31/02/2026' },
      "Line 6, column 'Date': '31/02/2026' is not a date",
    ],
    [
      'an amount that is not a number',
      { amount: '12O0.00' },
      "Line 6, column 'Deposit Amt.': '12O0.00' is not an amount",
    ],
    [
      'an amount with two decimal marks',
      { amount: '1.234,50' },
      "Line 6, column 'Deposit Amt.': '1.234,50' is not an amount",
    ],
    ['a date in the future', { date: bankDate(plusDays(day, 3)) }, 'Line 6: the date'],
  ])('refuses %s with the line and column, recording nothing', async (_name, bad, message) => {
    const response = await importFile(t, world.admin, await failingAfterAMatch(bad));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'STATEMENT_UNREADABLE',
      message: expect.stringContaining(message),
    });
    await nothingRecorded();
  });

  it('reads amounts with thousands separators and the rupee sign as the number they are', async () => {
    const file = hdfcStatement(day, [
      { narration: 'UPI/a', amount: '1,234.50', utr: '912345678901' },
      { narration: 'UPI/b', amount: '₹1,23,456.00', utr: '912345678902' },
      { narration: 'UPI/c', amount: 'INR 75', utr: '912345678903' },
    ]);
    const response = await importFile(t, world.admin, file);
    expect(response.json().data).toMatchObject({ read: 3, unmatched: 3 });
    const amounts = (await t.database.db.select().from(statementLines))
      .map((line) => line.amountPaise)
      .sort((a, b) => a - b);
    expect(amounts).toEqual([7500, 123450, 12345600]);
    await t.database.db.delete(statementLines);
  });

  it.each([
    ['an empty file', '', 400, 'STATEMENT_UNREADABLE'],
    ['a header and nothing else', 'Txn Date,Description,Credit,UTR\n', 400, 'STATEMENT_UNREADABLE'],
    ['no recognisable columns', 'Name,City\nAsha,Pune\n', 400, 'STATEMENT_UNREADABLE'],
    [
      'text that is not CSV (an unclosed quote)',
      'Txn Date,Description,Credit\n01/11/2026,"UPI,100\n',
      400,
      'STATEMENT_UNREADABLE',
    ],
    ['a PDF', PDF, 415, 'UNSUPPORTED_FILE_TYPE'],
    [
      'bytes that are not text',
      Buffer.from([0x41, 0x2c, 0xc3, 0x28, 0x00, 0x0a]),
      400,
      'STATEMENT_UNREADABLE',
    ],
  ])('refuses %s clearly', async (_name, content, status, code) => {
    const response = await importFile(t, world.admin, content);
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(response.json().message).toMatch(/\w/);
    await nothingRecorded();
  });

  it('refuses a 20 MB file (413, over the 10 MB a statement may be)', async () => {
    const big = 'Txn Date,Description,Credit\n' + `01/11/2026,${'x'.repeat(100)},1\n`.repeat(200_000);
    const response = await importFile(t, world.admin, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Bank statement must be 10 MB or smaller.');
    await nothingRecorded();
  });

  it('records each payment once when imports of the same statement race', async () => {
    const number = await rentNumber();
    const file = hdfcStatement(day, [
      { narration: `UPI/${number}`, amount: '100', utr: '712345678901' },
      { narration: `UPI/${number}`, amount: '200', utr: '712345678902' },
      { narration: 'UPI/nobody', amount: '300', utr: '712345678903' },
    ]);
    const cookies = [world.admin, world.manager, world.admin, world.manager, world.admin];
    const answers = await Promise.all(cookies.map((cookie) => importFile(t, cookie, file)));
    const ok = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data);
    // the upload slots allow a caller two forms at once: a third waits its turn with 429
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
    expect(ok.filter((counts) => counts.matched === 2)).toHaveLength(1);
    for (const counts of ok.filter((each) => each.matched === 0)) expect(counts.duplicates).toBe(3);
    const recorded = await t.database.db.select().from(payments);
    expect(recorded.map((payment) => payment.reference).sort()).toEqual(['712345678901', '712345678902']);
    expect(await t.database.db.select().from(statementLines)).toHaveLength(3);
  });
});
