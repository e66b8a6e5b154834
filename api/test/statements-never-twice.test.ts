// Issue 39 over HTTP, on both databases: a credit is recorded once however its reference is
// written (zero-padded, inside the narration, missing), a claimed UTR confirms the claim, a note
// naming several invoices pays them oldest first, and every recorded payment mails its receipt.
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Invoice } from '@pgportal/contracts/types';
import { paymentClaims, payments, statementLines } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { bankDate, hdfcStatement, importFile, invoicesOf, receiptsMailed } from './statements-fixtures';

const TENANT_EMAIL = 'billing-tenant@example.com';

describe.each(databases)('statement credits recorded once on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  const day = today();

  beforeEach(async () => {
    world = await openBillingWorld(database, plusDays(day, -20));
    t = world.t;
  });
  afterEach(() => t.close());

  const invoiceOf = async (type: Invoice['invoiceType']) =>
    (await invoicesOf(t, world.admin, world.tenantId)).find((invoice) => invoice.invoiceType === type)!;
  const ledger = () => t.database.db.select().from(payments);
  const imported = async (file: string) => {
    const response = await importFile(t, world.admin, file);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const receiptMails = () => t.mailsTo(TENANT_EMAIL).filter((mail) => mail.subject.startsWith('Receipt '));

  it('sees a zero-padded UTR as the payment staff already recorded, and says so', async () => {
    const rent = await invoiceOf('RENT');
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${rent._id}/pay`,
      headers: { cookie: world.admin },
      payload: { paymentMode: 'UPI', paidAt: day, amount: 100, reference: '412345678901' },
    });
    expect(paid.statusCode).toBe(200);
    const answer = await imported(
      hdfcStatement(day, [
        {
          narration: `UPI/412345678901/${rent.invoiceId}/asha@okaxis`,
          amount: '100.00',
          utr: '0000412345678901',
        },
        { narration: 'UPI-ASHA RAO-asha@okaxis-ICIC0001234-412345678901-RENT', amount: '100.00', utr: '-' },
      ]),
    );
    expect(answer).toMatchObject({ read: 2, matched: 0, duplicates: 2 });
    expect(answer.lines[0]).toMatchObject({ outcome: 'DUPLICATE', reference: '412345678901' });
    expect(answer.lines[0].says).toMatch(/^already recorded on \d{1,2} [A-Z][a-z]{2} \d{4} by /);
    expect(await ledger()).toHaveLength(1);
  });

  it('records credits with no reference once, however often and in whichever layout they come', async () => {
    const rent = await invoiceOf('RENT');
    const credits = [
      { narration: `NEFT ASHA RAO ${rent.invoiceId}`, amount: '2,000.00', utr: '-' },
      { narration: 'CASH DEPOSIT SELF', amount: '5,000.00', utr: '' },
      { narration: 'CASH DEPOSIT SELF', amount: '5,000.00', utr: '0' },
      { narration: 'IMPS RAVI KUMAR', amount: '1,234.00', utr: '000000' },
    ];
    const first = await imported(hdfcStatement(day, credits));
    expect(first).toMatchObject({ read: 4, matched: 1, unmatched: 3, duplicates: 0 });
    expect(await ledger()).toHaveLength(1);

    const again = await imported(hdfcStatement(day, credits));
    expect(again).toMatchObject({ read: 4, matched: 0, suggested: 0, unmatched: 0, duplicates: 4 });
    expect(again.lines.map((line: { outcome: string }) => line.outcome)).toEqual(Array(4).fill('DUPLICATE'));

    // An overlapping period: two known credits and one new.
    const overlap = await imported(
      hdfcStatement(day, [
        credits[2]!,
        credits[3]!,
        { narration: 'NEFT NEW TENANT', amount: '700.00', utr: '' },
      ]),
    );
    expect(overlap).toMatchObject({ read: 3, duplicates: 2, unmatched: 1 });

    // The same credits as another bank writes them, with no reference column at all.
    const plain = [
      'Txn Date,Description,Debit,Credit,Balance',
      ...credits.map((credit) => `${bankDate(day)},${credit.narration},,"${credit.amount}",`),
      '',
    ].join('\n');
    expect(await imported(plain)).toMatchObject({ read: 4, duplicates: 4 });
    expect(await ledger()).toHaveLength(1);
    expect((await invoiceOf('RENT')).outstandingAmount).toBe(7500.5);
    const queued = await t.database.db.select().from(statementLines);
    expect(queued).toHaveLength(5);
  });

  it('records a second keyless credit of the same day and amount: only a payment by hand is the same money', async () => {
    const rent = await invoiceOf('RENT');
    const first = await imported(
      hdfcStatement(day, [{ narration: `NEFT ASHA RAO ${rent.invoiceId}`, amount: '1,000.00', utr: '' }]),
    );
    expect(first).toMatchObject({ matched: 1, duplicates: 0 });
    // Another transfer (another narration) of the same amount that day, naming the same invoice.
    const second = await imported(
      hdfcStatement(day, [{ narration: `NEFT RAVI RAO ${rent.invoiceId}`, amount: '1,000.00', utr: '' }]),
    );
    expect(second).toMatchObject({ matched: 1, duplicates: 0 });
    expect((await ledger()).map((payment) => payment.amountPaise)).toEqual([100_000, 100_000]);

    // A payment staff recorded by hand that day for that amount is the credit a third file brings.
    const byHand = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${rent._id}/pay`,
      headers: { cookie: world.admin },
      payload: { paymentMode: 'BANK_TRANSFER', paidAt: day, amount: 500 },
    });
    expect(byHand.statusCode).toBe(200);
    const third = await imported(
      hdfcStatement(day, [{ narration: `NEFT SITA RAO ${rent.invoiceId}`, amount: '500.00', utr: '' }]),
    );
    expect(third).toMatchObject({ matched: 0, duplicates: 1 });
    expect(third.lines[0].says).toBe('already recorded by hand on that day for that amount');
    expect(await ledger()).toHaveLength(3);
  });

  it('confirms a tenant’s open claim from the UTR in the narration, and mails the receipt', async () => {
    const rent = await invoiceOf('RENT');
    const claimed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${rent._id}/claims`,
      headers: { cookie: world.tenant },
      payload: { utr: '412345678905' },
    });
    expect(claimed.statusCode).toBe(201);
    const answer = await imported(
      hdfcStatement(day, [
        {
          narration: 'BY TRANSFER-UPI/CR/412345678905/ASHA RAO/YESB/asha@ybl/RENT',
          amount: '9,500.50',
          utr: '-',
        },
      ]),
    );
    expect(answer).toMatchObject({ matched: 1, duplicates: 0 });
    expect(answer.lines[0]).toMatchObject({ outcome: 'MATCHED', invoiceNumbers: [rent.invoiceId] });
    expect((await invoiceOf('RENT')).status).toBe('PAID');
    const [claim] = await t.database.db
      .select()
      .from(paymentClaims)
      .where(eq(paymentClaims.invoiceId, rent._id));
    expect(claim!.status).toBe('CONFIRMED');
    expect(claim!.paymentId).not.toBeNull();
    const confirm = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${rent._id}/claims/${claim!.id}/confirm`,
      headers: { cookie: world.admin },
    });
    expect(confirm.statusCode).toBe(409);
    expect(await ledger()).toHaveLength(1);
    await receiptsMailed(() => receiptMails().length, 1);
  });

  it('pays every invoice the portal’s short note names, oldest first; the rest waits as a remainder', async () => {
    const rent = await invoiceOf('RENT');
    const advance = await invoiceOf('ADVANCE');
    const [older, newer] = [rent, advance].sort(
      (a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceId.localeCompare(b.invoiceId),
    );
    const note = `${older!.invoiceId},${newer!.invoiceId.slice(-6)}`;
    const answer = await imported(
      hdfcStatement(day, [
        { narration: `UPI/412345678906/${note}/asha@okaxis`, amount: '19,600.50', utr: '412345678906' },
      ]),
    );
    expect(answer).toMatchObject({ matched: 1, unmatched: 1 });
    expect(answer.lines[0].invoiceNumbers).toEqual([older!.invoiceId, newer!.invoiceId]);
    expect((await invoiceOf('RENT')).status).toBe('PAID');
    expect((await invoiceOf('ADVANCE')).status).toBe('PAID');
    const references = (await ledger()).map((payment) => payment.reference).sort();
    expect(references).toEqual(['412345678906', '412345678906/2']);
    const remainder = await t.database.db
      .select()
      .from(statementLines)
      .where(and(eq(statementLines.status, 'UNMATCHED'), eq(statementLines.reference, '412345678906')));
    expect(remainder.map((line) => [line.amountPaise, line.part])).toEqual([[10_000, 3]]);
    await receiptsMailed(() => receiptMails().length, 2);

    // Reversed, the older invoice owes again, but this credit's remainder is never offered for it.
    const [first] = (await ledger()).filter((payment) => payment.invoiceId === older!._id);
    await t.request({
      method: 'POST',
      url: `/api/v1/payment/${older!._id}/reverse`,
      headers: { cookie: world.admin },
      payload: { paymentId: first!.id, note: 'test' },
    });
    const match = await t.request({
      method: 'POST',
      url: `/api/v1/payment/statement-lines/${remainder[0]!.id}/match`,
      headers: { cookie: world.admin },
      payload: { billingId: older!._id },
    });
    expect(match.statusCode).toBe(409);
    expect(match.json().message).toBe(MESSAGES.statementCreditPaidInvoice);
  });

  it('suggests nothing for an invoice an earlier credit of the same file paid', async () => {
    const rent = await invoiceOf('RENT');
    const answer = await imported(
      hdfcStatement(day, [
        { narration: `UPI/412345678907/${rent.invoiceId}`, amount: '9,500.50', utr: '412345678907' },
        { narration: 'NEFT ASHA RAO', amount: '19,500.50', utr: 'N0001' },
      ]),
    );
    expect(answer).toMatchObject({ matched: 1, suggested: 0, unmatched: 1 });
    expect(await ledger()).toHaveLength(1);
  });
});
