// Bank statements in every bank's layout over HTTP, on both databases (issue 23): each corpus file,
// CSV, tab-separated or Excel, told apart by its bytes (never its name), imports its credits and
// answers how many lines it skipped; the confirmed withdrawal, Dr / Cr and balance columns are kept.
import { MESSAGES } from '@pgportal/contracts/messages';
import { PDF } from './fixtures';
import { statementLines } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { CORPUS_FILES, corpusFile, expectedOf } from './statement-corpus/corpus';
import { importFile } from './statements-fixtures';

describe.each(databases)('bank statement layouts over HTTP on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;

  beforeAll(async () => {
    world = await openBillingWorld(database, plusDays(today(), -20));
    t = world.t;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.delete(statementLines);
  });

  it.each(CORPUS_FILES)('imports %s: its credits read, its other lines skipped', async (name) => {
    const expected = expectedOf(name);
    const response = await importFile(t, world.admin, corpusFile(name));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ read: 4, skipped: expected.skipped });
    const recorded = await t.database.db.select().from(statementLines);
    expect(recorded.map((line) => line.amountPaise).sort((a, b) => a - b)).toEqual(
      expected.credits.map((credit) => credit.amountPaise).sort((a, b) => a - b),
    );
  });

  it('keeps the Dr / Cr and balance columns confirmed for a Kotak statement', async () => {
    const mapping = {
      dateColumn: 'Date',
      narrationColumn: 'Description',
      creditColumn: 'Amount',
      referenceColumn: 'Chq / Ref number',
      indicatorColumn: 'Dr / Cr',
      balanceColumn: 'Balance',
    };
    const response = await importFile(t, world.admin, corpusFile('kotak.csv'), mapping);
    expect(response.json().data).toMatchObject({ read: 4, skipped: 10 });
    const kept = await t.request({
      url: '/api/v1/payment/statement-mapping',
      headers: { cookie: world.admin },
    });
    expect(kept.json().data).toEqual({ ...mapping, debitColumn: null });
  });

  it('refuses a mapping whose Dr / Cr column the file does not have', async () => {
    const response = await importFile(t, world.admin, corpusFile('axis.csv'), {
      dateColumn: 'Tran Date',
      narrationColumn: 'Particulars',
      creditColumn: 'Credit',
      indicatorColumn: 'Dr / Cr',
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'STATEMENT_UNREADABLE']);
    expect(await t.database.db.select().from(statementLines)).toHaveLength(0);
  });

  it.each([
    ['a ZIP that is no workbook', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 1)]), 400],
    [
      'an OLE2 file that is no workbook',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(600)]),
      400,
    ],
  ])('refuses %s clearly', async (_name, content, status) => {
    const response = await importFile(t, world.admin, content);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(MESSAGES.statementNotCsv);
    expect(await t.database.db.select().from(statementLines)).toHaveLength(0);
  });

  it('refuses a PDF, naming what a statement must be', async () => {
    const response = await importFile(t, world.admin, PDF);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Bank statement must be the CSV or Excel file your bank exports.');
  });
});
