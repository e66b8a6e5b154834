// GST credit and debit notes (issue 44), on both databases: the billing job corrects the tax of a
// stay that turned out otherwise — a credit note for each tax invoice of a short stay that reaches
// 90 days within the limit, a debit note for each bill of supply of a stay that ends before 90
// days — exactly once however often (or concurrently) it runs, never editing an invoice; the tenant
// sees them on their invoices.
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice } from '@pgportal/contracts/types';
import { and, eq, isNull } from 'drizzle-orm';
import { bedAssignments, gstInvoices, gstNotes, invoices, tenantNotices } from '../src/db/schema';
import { NOTES_LOOK_BACK_DAYS } from '../src/services/taxes/gst-notes';
import { addBeds, assign } from './billing-fixtures';
import { addRegisteredProperty, addTenant } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';

const GSTIN = '29AAGCB7383J1Z4';
const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('GST credit and debit notes on $name', (database) => {
  let t: TestApp;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    propertyId = await addRegisteredProperty(t.database.db, 'Sunrise PG', {
      gstin: GSTIN,
      gstLegalName: 'Sunrise Stays LLP',
    });
  });
  afterAll(() => t.close());

  const job = (today: string) => runJobOn(t, today);
  const admit = async (email: string, start: string, rent: number) => {
    const tenantId = await addTenant(t.database.db, email, propertyId);
    const [bed] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId, bedId: bed!, startDate: start, rent });
    return tenantId;
  };
  const myInvoices = async (email: string): Promise<Invoice[]> => {
    const cookie = await t.cookieFor('tenant', email);
    const response = await t.request({ url: url(API.payment.myInvoices), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Invoice[] }>().data;
  };
  const recordsOf = async (tenantId: string) =>
    t.database.db
      .select({ invoice: invoices, gst: gstInvoices })
      .from(invoices)
      .innerJoin(gstInvoices, eq(gstInvoices.invoiceId, invoices.id))
      .where(eq(invoices.tenantId, tenantId));

  it('credits the tax of a short stay once it reaches 90 days within the limit, exactly once', async () => {
    const email = 'noticed@example.com';
    // a notice before the first invoice: the stay is to end on 15 Sep, 45 days after moving in on 1 Aug
    const taxed = await addTenant(t.database.db, email, propertyId);
    await t.database.db.insert(tenantNotices).values({
      tenantId: taxed,
      propertyId,
      noticeDate: '2026-08-01',
      moveOutDate: '2026-09-15',
      givenBy: 'STAFF',
    });
    const [bed] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId: taxed, bedId: bed!, startDate: '2026-08-01', rent: 9000 });
    const [first] = await recordsOf(taxed);
    expect(first!.gst).toMatchObject({ kind: 'TAX_INVOICE', reason: 'SHORT_STAY' });
    // the notice is withdrawn: the stay goes on
    await t.database.db
      .update(tenantNotices)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(tenantNotices.tenantId, taxed), isNull(tenantNotices.withdrawnAt)));
    await job('2026-10-29'); // 89 days: not yet
    expect(await t.database.db.select().from(gstNotes)).toHaveLength(0);
    await job('2026-10-30'); // 90 days
    await job('2026-10-30');
    await Promise.all([job('2026-10-31'), job('2026-10-31')]);
    const notes = await t.database.db
      .select()
      .from(gstNotes)
      .where(eq(gstNotes.invoiceId, first!.invoice.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'CREDIT_NOTE',
      reason: 'REACHED_90_DAYS',
      serial: 'CN/26-27/1',
      noteDate: '2026-10-30',
      cgstPaise: first!.gst.cgstPaise,
      sgstPaise: first!.gst.sgstPaise,
      valuePaise: first!.invoice.totalPaise,
    });
    // the invoice and its record are as issued
    const [after] = await recordsOf(taxed).then((rows) =>
      rows.filter((row) => row.invoice.id === first!.invoice.id),
    );
    expect(after).toEqual(first);
    // the tenant sees it on their invoice
    const mine = (await myInvoices(email)).find((row) => row._id === first!.invoice.id)!;
    expect(mine.gst?.notes).toEqual([
      expect.objectContaining({ kind: 'CREDIT_NOTE', serial: 'CN/26-27/1', date: '2026-10-30' }),
    ]);
    expect(mine.totalAmount).toBe(9000);
  });

  it('debits the tax of a stay billed exempt that ends before 90 days, exactly once', async () => {
    const email = 'leaves-early@example.com';
    const tenantId = await admit(email, '2026-09-01', 12000);
    await job('2026-10-01');
    const exempt = await recordsOf(tenantId);
    expect(exempt.map((row) => row.gst.kind)).toEqual(['BILL_OF_SUPPLY', 'BILL_OF_SUPPLY']);
    await t.database.db
      .update(bedAssignments)
      .set({ endDate: '2026-10-15' })
      .where(eq(bedAssignments.tenantId, tenantId));
    await job('2026-10-20');
    await job('2026-10-21');
    const ids = exempt.map((row) => row.invoice.id);
    const notes = (await t.database.db.select().from(gstNotes)).filter((note) =>
      ids.includes(note.invoiceId),
    );
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note).toMatchObject({
        kind: 'DEBIT_NOTE',
        reason: 'ENDED_BEFORE_90_DAYS',
        rateBasisPoints: 500,
      });
      expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(note.valuePaise);
      expect(note.serial).toMatch(/^DN\/26-27\/[12]$/);
    }
    expect(notes.map((note) => note.cgstPaise)).toEqual([28_571, 28_571]); // ₹12,000 at 5 %, included: ₹11,428.58 + ₹285.71 × 2
    const mine = await myInvoices(email);
    expect(mine.filter((row) => row.gst?.notes?.[0]?.kind === 'DEBIT_NOTE')).toHaveLength(2);
  });

  it('a long stay billed exempt that goes on gets no note', async () => {
    const longStay = await admit('stays@example.com', '2026-06-01', 9000);
    await job('2026-11-01');
    const ids = (await recordsOf(longStay)).map((row) => row.invoice.id);
    expect(ids.length).toBeGreaterThan(1);
    const notes = (await t.database.db.select().from(gstNotes)).filter((note) =>
      ids.includes(note.invoiceId),
    );
    expect(notes).toEqual([]);
  });

  it('reads only the stays of the last 90 + 31 days: an older one is settled either way', async () => {
    const tenantId = await admit('old-stay@example.com', '2026-03-01', 9000);
    const [bill] = await recordsOf(tenantId);
    expect(bill!.gst).toMatchObject({ kind: 'BILL_OF_SUPPLY', reason: 'EXEMPT' });
    // a stay ended short (30 days), looked at 121 days after it began: past the look-back, no note
    await t.database.db
      .update(bedAssignments)
      .set({ endDate: '2026-03-31' })
      .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
    expect(NOTES_LOOK_BACK_DAYS).toBe(31);
    await job('2026-06-30');
    expect(
      await t.database.db.select().from(gstNotes).where(eq(gstNotes.invoiceId, bill!.invoice.id)),
    ).toEqual([]);
    // the day before, it is still read: its debit note
    await job('2026-06-29');
    expect(
      await t.database.db.select().from(gstNotes).where(eq(gstNotes.invoiceId, bill!.invoice.id)),
    ).toEqual([expect.objectContaining({ kind: 'DEBIT_NOTE', reason: 'ENDED_BEFORE_90_DAYS' })]);
  });
});
