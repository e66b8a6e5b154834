// GST credit and debit notes as papers (issue 44), on both databases: each note's PDF carries what
// Rule 53 asks (supplier with GSTIN, nature, serial and date, recipient, the invoice it corrects,
// SAC, taxable value, rate, CGST, SGST, total, reverse charge, signature) and a verify QR code whose
// token says Genuine with the note's essentials; the tenant downloads their own notes (in Hindi if
// they chose it), staff in scope any, another property's manager and another tenant get 404.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice } from '@pgportal/contracts/types';
import {
  bedAssignments,
  gstNotes,
  invoices,
  propertyManagers,
  tenantNotices,
  tenants,
  users,
} from '../src/db/schema';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addRegisteredProperty, addTenant } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfPathCountOf, pdfTextOf } from './pdf-text';

const GSTIN = '29AAGCB7383J1Z4';
const url = (path: string) => `/api/v1${path}`;
const tokenOf = (verifyUrl: string) => verifyUrl.split('/verify/')[1]!;

describe.each(databases)('GST note papers on $name', (database) => {
  let t: TestApp;
  let propertyId: string;
  let admin: string;
  let otherManager: string;
  let credit: { id: string; tenantEmail: string };
  let debit: { id: string; tenantEmail: string };

  const job = (today: string) => runJobOn(t, today);
  const seat = async (email: string, start: string, rent: number) => {
    const tenantId = await addTenant(t.database.db, email, propertyId);
    await t.database.db.update(tenants).set({ fullName: 'ravi kumar' }).where(eq(tenants.id, tenantId));
    const [bed] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId, bedId: bed!, startDate: start, rent });
    return tenantId;
  };
  const noteOf = async (tenantId: string) => {
    const mine = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId));
    const [note] = await t.database.db
      .select()
      .from(gstNotes)
      .where(
        inArray(
          gstNotes.invoiceId,
          mine.map((row) => row.id),
        ),
      )
      .orderBy(gstNotes.serial);
    return note!;
  };
  const download = (noteId: string, cookie: string) =>
    t.request({ url: url(API.payment.gstNote(noteId)), headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    propertyId = await addRegisteredProperty(db, 'Sunrise PG', {
      gstin: GSTIN,
      gstLegalName: 'Sunrise Stays LLP',
    });
    const otherPropertyId = await addProperty(db, 'Lakeview Hostel');
    const [manager] = await db
      .insert(users)
      .values({
        name: 'Lake Manager',
        email: 'lake-manager@example.com',
        role: 'MANAGER',
        isVerified: true,
        currentPropertyId: otherPropertyId,
      })
      .returning({ id: users.id });
    await db.insert(propertyManagers).values({ propertyId: otherPropertyId, userId: manager!.id });
    admin = await t.cookieFor('staff', 'admin@example.com');
    otherManager = await t.cookieFor('staff', 'lake-manager@example.com');

    // A credit note: a stay billed short (a notice to leave in 45 days) goes on past 90 days.
    const shortStay = await addTenant(db, 'stays-on@example.com', propertyId);
    await db
      .update(tenants)
      .set({ fullName: 'ravi kumar', address: '12 Lake Road, Mysuru 570001' })
      .where(eq(tenants.id, shortStay));
    await db.insert(tenantNotices).values({
      tenantId: shortStay,
      propertyId,
      noticeDate: '2026-08-01',
      moveOutDate: '2026-09-15',
      givenBy: 'STAFF',
    });
    const [bed] = await addBeds(db, propertyId, 1);
    await assign(db, { tenantId: shortStay, bedId: bed!, startDate: '2026-08-01', rent: 9000 });
    await db
      .update(tenantNotices)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(tenantNotices.tenantId, shortStay), isNull(tenantNotices.withdrawnAt)));
    // A debit note: a stay billed exempt ends before 90 days.
    const leaver = await seat('leaves-early@example.com', '2026-09-01', 12000);
    await job('2026-10-01');
    await db.update(bedAssignments).set({ endDate: '2026-10-15' }).where(eq(bedAssignments.tenantId, leaver));
    await db.update(tenants).set({ language: 'hi' }).where(eq(tenants.id, leaver));
    await job('2026-10-30');
    credit = { id: (await noteOf(shortStay)).id, tenantEmail: 'stays-on@example.com' };
    debit = { id: (await noteOf(leaver)).id, tenantEmail: 'leaves-early@example.com' };
  });
  afterAll(() => t.close());

  it('gives the tenant their credit note as a PDF with what Rule 53 asks, and a verify QR code', async () => {
    const tenant = await t.cookieFor('tenant', credit.tenantEmail);
    const mine = (await t.request({ url: url(API.payment.myInvoices), headers: { cookie: tenant } })).json<{
      data: Invoice[];
    }>().data;
    const listed = mine.flatMap((invoice) => invoice.gst?.notes ?? []);
    expect(listed).toEqual([
      expect.objectContaining({ _id: credit.id, kind: 'CREDIT_NOTE', serial: 'CN/26-27/1' }),
    ]);

    const response = await download(credit.id, tenant);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="CN-26-27-1.pdf"');
    const text = (await pdfTextOf(response.rawPayload)).replace(/\s+/g, ' ');
    // an amount row draws its amount first: the text reads '₹x label'
    for (const expected of [
      'Sunrise PG',
      '1 Main Road, Indiranagar, Bengaluru, 560038',
      'Legal name: Sunrise Stays LLP',
      `GSTIN: ${GSTIN}`,
      'CREDIT NOTE',
      'Nature of document: Credit note',
      'Serial no.: CN/26-27/1',
      'Date: 30 Oct 2026',
      'Against invoice: GST/26-27/1',
      'Invoice date: 1 Aug 2026',
      'Place of supply: Karnataka (29)',
      'Recipient',
      'Ravi Kumar',
      'Address: 12 Lake Road, Mysuru 570001',
      '₹8,571.42 Taxable value (SAC 996322)',
      '5 % GST rate',
      '₹214.29 CGST @ 2.5 %',
      '₹214.29 SGST @ 2.5 %',
      '₹428.58 GST reversed',
      '₹9,000.00 Total',
      'Tax payable on reverse charge: No',
      'For Sunrise Stays LLP: authorised signatory',
      'Scan to check this paper is genuine at',
    ])
      expect(text).toContain(expected);
    expect(await pdfPathCountOf(response.rawPayload)).toBeGreaterThan(100); // the QR code

    // its token says Genuine, on the page and in JSON
    const verifyUrl = String(response.headers['x-verify-url']);
    expect(verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
    const answer = await t.request({ url: `/api/v1/verify/${tokenOf(verifyUrl)}` });
    expect(answer.json().data).toEqual({
      status: 'GENUINE',
      kind: 'CREDIT_NOTE',
      number: 'CN/26-27/1',
      property: 'Sunrise PG',
      amount: 428.58,
      period: '2026-08-01 to 2026-08-31',
      issuedOn: '2026-10-30',
      tenant: 'R*** K***',
    });
    const page = await t.request({ url: `/verify/${tokenOf(verifyUrl)}` });
    expect(page.body).toContain('<h1 id="result">Genuine</h1>');
    expect(page.body).toContain('<dt>Paper</dt><dd>GST credit note</dd>');
    expect(page.body).toContain('<dd>CN/26-27/1</dd>');
  });

  it('gives a tenant who reads Hindi their debit note in Hindi', async () => {
    const tenant = await t.cookieFor('tenant', debit.tenantEmail);
    const response = await download(debit.id, tenant);
    expect(response.statusCode).toBe(200);
    const text = (await pdfTextOf(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('(DEBIT NOTE)');
    expect(text).toContain('DN/26-27/1');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('₹285.71 CGST @ 2.5 %');
    expect(text).toContain('₹571.42 देय GST');
    expect(text).not.toContain('Nature of document');
    const verifyUrl = String(response.headers['x-verify-url']);
    const answer = await t.request({ url: `/api/v1/verify/${tokenOf(verifyUrl)}` });
    expect(answer.json().data).toMatchObject({
      status: 'GENUINE',
      kind: 'DEBIT_NOTE',
      number: 'DN/26-27/1',
      amount: 571.42,
    });
  });

  it('answers staff in scope; another property’s manager, another tenant and an unknown note get 404', async () => {
    expect((await download(credit.id, admin)).statusCode).toBe(200);
    const refused = await download(credit.id, otherManager);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Credit or debit note not found' });
    const otherTenant = await t.cookieFor('tenant', debit.tenantEmail);
    expect((await download(credit.id, otherTenant)).statusCode).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await download('not-an-id', admin)).statusCode).toBe(404);
    expect((await t.request({ url: url(API.payment.gstNote(credit.id)) })).statusCode).toBe(401);
  });

  it('says Not issued for a note token of the other kind or a changed byte', async () => {
    const { signPaper } = await import('../src/services/verify/tokens');
    const wrongKind = await signPaper(t.database.db, { kind: 'DEBIT_NOTE', id: credit.id });
    expect((await t.request({ url: `/api/v1/verify/${wrongKind}` })).json().data).toEqual({
      status: 'NOT_ISSUED',
    });
    const good = Buffer.from(
      await signPaper(t.database.db, { kind: 'CREDIT_NOTE', id: credit.id }),
      'base64url',
    );
    good[12] = good[12]! ^ 1;
    expect((await t.request({ url: `/api/v1/verify/${good.toString('base64url')}` })).json().data).toEqual({
      status: 'NOT_ISSUED',
    });
  });
});
