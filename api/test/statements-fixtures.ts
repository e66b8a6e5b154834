// Bank statements for the import tests: CSV as HDFC and SBI export them, and the calls.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import { propertyManagers, users } from '../src/db/schema';
import { formData } from './fixtures';
import type { TestApp } from './helpers';

export interface Credit {
  date?: string;
  narration: string;
  amount: string;
  utr: string;
}

/** YYYY-MM-DD → DD/MM/YYYY, as Indian banks write it. */
export const bankDate = (iso: string) => iso.split('-').reverse().join('/');

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** An HDFC-style statement: account details, the header, a debit, the credits. */
export function hdfcStatement(day: string, credits: Credit[]): string {
  const rows = [
    ['Account Statement for 50100012345678'],
    [],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    [
      bankDate(day),
      'ATW-512967XXXXXX1234-CASH WITHDRAWAL',
      '000000000001',
      bankDate(day),
      '2,000.00',
      '',
      '10,000.00',
    ],
    ...credits.map((credit) => [
      credit.date ?? bankDate(day),
      credit.narration,
      credit.utr,
      bankDate(day),
      '',
      credit.amount,
      '99,999.00',
    ]),
  ];
  return rows.map((row) => row.map(quoted).join(',')).join('\n') + '\n';
}

export const importFile = (
  t: TestApp,
  cookie: string,
  content: string | Buffer,
  fields: Record<string, string> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/v1/payment/statements',
    headers: { cookie },
    payload: formData(fields, {
      file: { content: typeof content === 'string' ? Buffer.from(content) : content, name: 'statement.csv' },
    }),
  });

export const invoicesOf = async (t: TestApp, cookie: string, tenantId: string): Promise<Invoice[]> =>
  (await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie } })).json().data;

/** A manager of `propertyId` only (another property's staff), signed in. */
export async function managerOf(t: TestApp, propertyId: string, email: string): Promise<string> {
  const { db } = t.database;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Other Manager',
      email,
      role: 'MANAGER',
      isVerified: true,
      currentPropertyId: propertyId,
    })
    .returning({ id: users.id });
  await db.insert(propertyManagers).values({ propertyId, userId: row!.id });
  await db.update(users).set({ currentPropertyId: propertyId }).where(eq(users.id, row!.id));
  return t.cookieFor('staff', email);
}

/**
 * The receipts of an import are mailed after its answer: waits (up to 10 s) until `count()` is
 * `expected`, then checks it is exactly that.
 */
export async function receiptsMailed(count: () => number, expected: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (count() < expected && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
  expect(count()).toBe(expected);
}
