// The invoice status rule is written twice in payments/status.ts, in TypeScript for the screens,
// PDFs and mails and in SQL for the lists, Dues, Occupancy and exports: both give the same status
// on a table of cases (around the due date, a month and a year end, nothing, some and all paid,
// a zero total) and on random ones, on both databases.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InvoiceStatus } from '@pgportal/contracts/enums';
import type { Database } from '../src/db/client';
import { plusDays } from '../src/services/calendar';
import {
  invoiceColumns,
  invoiceStatus,
  invoiceStatusSql,
  overdueSql,
  owesSql,
  settledSql,
  type StatusInputs,
} from '../src/services/payments/status';
import { databases } from './helpers';

interface Case extends StatusInputs {
  today: string;
}

const TODAYS = ['2026-03-10', '2026-02-28', '2026-12-31', '2028-02-29'];
const AMOUNTS: Array<[number, number]> = [
  [10_000, 0],
  [10_000, 1],
  [10_000, 9_999],
  [10_000, 10_000],
  [0, 0],
  [1, 0],
  [1, 1],
];
const TABLE: Case[] = TODAYS.flatMap((today) =>
  [-31, -1, 0, 1, 365].flatMap((days) =>
    AMOUNTS.map(([totalPaise, paidPaise]) => ({
      today,
      dueDate: plusDays(today, days),
      totalPaise,
      paidPaise,
    })),
  ),
);

interface SqlAnswer {
  status: InvoiceStatus;
  owes: boolean;
  overdue: boolean;
  settled: boolean;
}

/** The SQL rule on each case, each row its own invoice `i` (its cached status as the writers keep it). */
async function statusesInSql(database: Database, cases: Case[]): Promise<SqlAnswer[]> {
  const i = invoiceColumns('i');
  const rows = sql.join(
    cases.map(
      (row, index) =>
        sql`(${index}::int, ${row.totalPaise}::bigint, ${row.paidPaise}::bigint, ${row.dueDate}::date, ${row.today}::text, ${
          // the cache's PAID half is exact, its dated half may lag: a stale dated half on purpose
          row.paidPaise >= row.totalPaise ? 'PAID' : 'UNPAID'
        }::text)`,
    ),
    sql`, `,
  );
  const today = sql.raw('i.today');
  const result = (await database.db.execute(sql`
    select ${invoiceStatusSql(today, i)} as status, ${owesSql(i)} as owes, ${overdueSql(today, i)} as overdue,
      ${settledSql(i)} as settled
    from (values ${rows}) as i(n, total_paise, paid_paise, due_date, today, status)
    order by i.n`)) as { rows: SqlAnswer[] };
  return result.rows;
}

const expected = (row: Case) => {
  const status = invoiceStatus(row, row.today);
  return { status, owes: status !== 'PAID', overdue: status === 'OVERDUE', settled: status === 'PAID' };
};

describe.each(databases)('the invoice status rule in SQL on $name', (testDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('gives the TypeScript rule’s status on a table of cases', async () => {
    const answers = await statusesInSql(database, TABLE);
    expect(answers.map((answer) => ({ ...answer }))).toEqual(TABLE.map(expected));
    // the table has every status in it
    expect(new Set(answers.map((answer) => answer.status))).toEqual(
      new Set(['PAID', 'UNPAID', 'PARTIAL', 'OVERDUE']),
    );
  });

  it('gives the TypeScript rule’s status on random invoices and days', async () => {
    const day = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => plusDays('2026-01-01', offset));
    const invoice = fc
      .record({
        totalPaise: fc.integer({ min: 0, max: 5_000_000 }),
        paid: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .chain(({ totalPaise, paid }) =>
        fc.record({
          totalPaise: fc.constant(totalPaise),
          paidPaise: fc.constantFrom(0, Math.floor(totalPaise * paid), totalPaise),
          dueDate: day,
          today: day,
        }),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(invoice, { minLength: 1, maxLength: 40 }), async (cases) => {
        expect(await statusesInSql(database, cases)).toEqual(cases.map(expected));
      }),
      { numRuns: 30 },
    );
  });
});
