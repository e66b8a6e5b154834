// Issue 44, the GSTR-1 CSV over HTTP on both databases, with GST invoices and notes issued by the
// real services (admissions and the billing job): the sections and their headers, B2C small by
// rate net of the month's credit and debit notes, the bills of supply as exempt, the documents
// issued as serial runs, every property of the GSTIN in the caller's scope (and only those), and
// the refusals (another property's manager 404, no GSTIN 400, a bad month 400).
import { and, eq, isNull } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { bedAssignments, properties, tenantNotices } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { documentCounts, downloadGstr1, expectedOfMonth, paiseOf, readGstr1 } from './gstr1-fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';

const GSTIN = '29AAGCB7383J1Z4'; // Karnataka

describe.each(databases)('the GSTR-1 CSV on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let sunrise: string;
  let annexe: string;
  let plain: string;

  const register = (id: string, gstin = GSTIN) =>
    t.database.db
      .update(properties)
      .set({ gstin, gstLegalName: 'Sunrise Stays LLP' })
      .where(eq(properties.id, id));
  const job = (today: string) => runJobOn(t, today);
  const admit = async (email: string, property: string, start: string, rent: number, meals = 0) => {
    const tenantId = await addTenant(t.database.db, email, property);
    const [bed] = await addBeds(t.database.db, property, 1);
    await assign(t.database.db, { tenantId, bedId: bed!, startDate: start, rent, meals });
    return tenantId;
  };

  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    const { db } = t.database;
    sunrise = await addProperty(db, 'Sunrise PG');
    annexe = await addProperty(db, 'Sunrise Annexe');
    plain = await addProperty(db, 'Plain PG');
    await register(sunrise);
    await register(annexe);

    // a short stay by its notice: a tax invoice in August; the notice withdrawn, it reaches 90 days
    // on 30 October: a credit note
    const short = await addTenant(db, 'short@example.com', sunrise);
    await db.insert(tenantNotices).values({
      tenantId: short,
      propertyId: sunrise,
      noticeDate: '2026-08-01',
      moveOutDate: '2026-09-15',
      givenBy: 'STAFF',
    });
    const [bed] = await addBeds(db, sunrise, 1);
    await assign(db, { tenantId: short, bedId: bed!, startDate: '2026-08-01', rent: 9000 });
    // billed exempt from September, leaves on 15 October: two debit notes
    const early = await admit('early@example.com', sunrise, '2026-09-01', 12000);
    await db
      .update(tenantNotices)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(tenantNotices.tenantId, short), isNull(tenantNotices.withdrawnAt)));
    await job('2026-10-01');
    await db.update(bedAssignments).set({ endDate: '2026-10-15' }).where(eq(bedAssignments.tenantId, early));
    // October's tax invoices at both properties of the GSTIN: above ₹20,000 a month
    await admit('dear@example.com', annexe, '2026-10-05', 21000);
    await admit('meals@example.com', sunrise, '2026-10-06', 17000, 4000);
    await job('2026-10-30');
  });
  afterAll(() => t.close());

  it('writes the sections with the offline tool’s headers, amounts net of the month’s notes', async () => {
    const answer = await downloadGstr1(t, admin, { propertyId: sunrise, month: '2026-10' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="gstr1-${GSTIN}-2026-10.csv"`);
    const file = readGstr1(answer.body);
    expect(Object.keys(file.sections)).toEqual(['gstr1', 'b2cs', 'exemp', 'hsn(b2c)', 'docs', 'notes']);
    expect(file.sections.gstr1!.rows).toEqual([
      [GSTIN, 'Sunrise Stays LLP', '2026-10', 'Sunrise Annexe; Sunrise PG'],
    ]);
    expect(file.sections.b2cs!.header).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(file.sections.docs!.header).toEqual([
      'Nature of Document',
      'Sr. No. From',
      'Sr. No. To',
      'Total Number',
      'Cancelled',
    ]);
    // every row of the month is intra-State (Karnataka) at 5 %
    for (const row of file.sections.b2cs!.rows)
      expect(row.slice(0, 4)).toEqual(['OE', '29-Karnataka', '5', '']);

    const expected = await expectedOfMonth(t.database.db, GSTIN, '2026-10');
    expect(expected.counts.credits).toBe(1);
    expect(expected.counts.debits).toBe(2);
    expect(file.b2csTotal).toBe(expected.b2csTotal);
    expect(file.exempt).toBe(expected.exempt);
    expect(file.exempt).toBeGreaterThan(0);
    expect(documentCounts(file)).toEqual(expected.counts);
    // the HSN summary (Table 12): SAC 996322 at 5 % net of the notes, and at 0 % the exempt
    expect(file.sections['hsn(b2c)']!.header).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    const hsn = file.sections['hsn(b2c)']!.rows;
    expect(hsn.map((row) => [row[0], row[2], row[3], row[5], row[7], row[10]])).toEqual([
      ['996322', 'NA-NOT APPLICABLE', '0', '0', '0.00', ''],
      ['996322', 'NA-NOT APPLICABLE', '0', '5', '0.00', ''],
    ]);
    expect(hsn[0]![1]).toBe(
      'Room or unit accommodation services provided by Hostels, Camps, Paying Guest etc.',
    );
    for (const row of hsn)
      expect(paiseOf(row[4]!)).toBe(paiseOf(row[6]!) + paiseOf(row[8]!) + paiseOf(row[9]!));
    expect(file.hsn).toEqual({
      taxed: expected.b2csTotal,
      exempt: expected.exempt,
      cgst: expected.tax.cgst,
      sgst: expected.tax.sgst,
    });
    const notes = file.sections.docs!.rows.filter((row) => row[0] !== 'Invoices for outward supply');
    expect(notes).toEqual([
      ['Credit Note', 'CN/26-27/1', 'CN/26-27/1', '1', '0'],
      ['Debit Note', 'DN/26-27/1', 'DN/26-27/2', '2', '0'],
    ]);
    expect(file.sections.notes!.rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      ['CN/26-27/1', '2026-10-30', 'C'],
      ['DN/26-27/1', '2026-10-30', 'D'],
      ['DN/26-27/2', '2026-10-30', 'D'],
    ]);
  });

  it('counts each month’s own documents: August holds the short stay’s tax invoice and no note', async () => {
    const file = readGstr1((await downloadGstr1(t, admin, { propertyId: annexe, month: '2026-08' })).body);
    const expected = await expectedOfMonth(t.database.db, GSTIN, '2026-08');
    expect(expected.counts).toEqual({ invoices: 1, credits: 0, debits: 0 });
    expect(file.sections.docs!.rows).toEqual([
      ['Invoices for outward supply', 'GST/26-27/1', 'GST/26-27/1', '1', '0'],
    ]);
    expect(file.b2csTotal).toBe(expected.b2csTotal);
    expect(file.b2csTotal).toBe(857_142); // ₹9,000 at 5 % included: ₹8,571.42 taxable + ₹214.29 × 2
    expect(file.exempt).toBe(0);
    expect(file.sections.notes!.rows).toEqual([]);
  });

  it('holds only the properties of the caller’s scope: a manager of another property sees none of them', async () => {
    expect((await downloadGstr1(t, manager, { propertyId: sunrise, month: '2026-10' })).statusCode).toBe(404);
    // the manager's own property shares the GSTIN: the file is theirs, without Sunrise's documents
    await register(DEMO_PROPERTY_ID);
    const own = await downloadGstr1(t, manager, { month: '2026-10' });
    expect(own.statusCode).toBe(200);
    const file = readGstr1(own.body);
    expect(file.sections.gstr1!.rows[0]![3]).not.toContain('Sunrise');
    expect(file.sections.notes!.rows).toEqual([]);
    expect(documentCounts(file)).toEqual({ invoices: 0, credits: 0, debits: 0 });
    await register(DEMO_PROPERTY_ID, '');
  });

  it('refuses a property with no GSTIN, a bad month, a tenant and no session', async () => {
    const unregistered = await downloadGstr1(t, admin, { propertyId: plain, month: '2026-10' });
    expect(unregistered.statusCode).toBe(400);
    expect(unregistered.json().message).toBe(MESSAGES.exportGstr1NoGstin);
    expect(MESSAGES.exportGstr1NoGstin).toMatch(/set its GSTIN .* on the property form/);
    for (const month of ['2026-13', '2026-1', 'October']) {
      const bad = await downloadGstr1(t, admin, { propertyId: sunrise, month });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.month).toBe('Enter the month as YYYY-MM, e.g. 2026-04');
    }
    const missing = await downloadGstr1(t, admin, { propertyId: sunrise });
    expect(missing.statusCode).toBe(400);
    const unknown = await downloadGstr1(t, admin, {
      propertyId: '00000000-0000-4000-8000-000000000000',
      month: '2026-10',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ url: `/api/v1${API.export.gstr1}?month=2026-10` })).statusCode).toBe(401);
    const tenant = await t.cookieFor('tenant', 'dear@example.com');
    expect((await downloadGstr1(t, tenant, { month: '2026-10' })).statusCode).toBe(403);
  });
});
