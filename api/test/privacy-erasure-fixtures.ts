// Issue 45, the retention job's tests: a tenant settled through the API (seated, deposit paid,
// notice, statement sent, accepted and settled), or one who vacated their bed directly without an
// exit statement, with ID data, a document and a photo on file.
import { eq } from 'drizzle-orm';
import { exitStatements, invoices, payments, tenantAadhaar, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { erasePersonalData } from '../src/services/privacy/erase';
import { exitCalls, giveNotice, payInvoices, seatedTenant } from './exits-fixtures';
import { PNG, formData } from './fixtures';
import type { TestApp } from './helpers';
import { addRoomVia, addTenantRow, assign, assignPayload, vacate } from './properties-fixtures';

/** Noon in India on `day`: a moment whose day there is `day`. */
export const noonOn = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** Gives the tenant an Aadhaar record, a legal document with its file, and a profile photo. */
export async function withPersonalData(t: TestApp, staff: string, tenantId: string, email: string) {
  await t.database.db
    .update(tenants)
    .set({
      address: '12 Lake Road, Pune',
      dateOfBirth: '2000-02-21',
      profession: 'STUDENT',
      emergencyContact: { name: 'Mohan Rao', relation: 'Father', phone: '9876500099' },
      localGuardian: { name: 'Uncle', contactNumber: '9876500098', location: 'Pune' },
      healthInfo: { hasHealthCondition: true, conditions: ['Asthma'] },
    })
    .where(eq(tenants.id, tenantId));
  await t.database.db.insert(tenantAadhaar).values({
    tenantId,
    last4: '4321',
    name: 'Erase Me',
    yearOfBirth: 2000,
    photo: Buffer.from('jp2 photo'),
    format: 'SECURE_QR',
    check: 'VERIFIED',
    verifiedByName: 'Demo Manager',
  });
  const document = await t.request({
    method: 'POST',
    url: `/api/v1/tenant/${tenantId}/legal-documents`,
    headers: { cookie: staff },
    payload: formData(
      { type: 'PASSPORT', number: 'K1234567' },
      { legalDocFile: { content: PNG, name: 'id.png' } },
    ),
  });
  if (document.statusCode !== 201) throw new Error(`document: ${document.body}`);
  const photo = await t.request({
    method: 'PUT',
    url: '/api/v1/tenant/profile',
    headers: { cookie: await t.cookieFor('tenant', email) },
    payload: formData({}, { profilePhoto: { content: PNG, name: 'me.png' } }),
  });
  if (photo.statusCode !== 200) throw new Error(`photo: ${photo.body}`);
}

/**
 * A tenant who moved out and was settled: `payRent` false leaves the rent (and, without the
 * deposit, more) owed after settling. Their id, e-mail and the first day they may be erased.
 */
export async function settledTenant(
  t: TestApp,
  admin: string,
  { payRent = true, payDeposit = true, propertyId = DEMO_PROPERTY_ID } = {},
) {
  const calls = exitCalls(t);
  const seated = await seatedTenant(t, admin, propertyId, payDeposit);
  await withPersonalData(t, admin, seated.tenantId, seated.email);
  if (payRent) await payInvoices(t, admin, seated.tenantId, 'RENT');
  await giveNotice(t, seated.tenantId, propertyId);
  const step = async (name: string, response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.body}`);
  };
  await step('save', calls.save(admin, seated.tenantId, { deductions: [] }));
  await step('send', calls.send(admin, seated.tenantId));
  await step('accept', calls.accept(await t.cookieFor('tenant', seated.email)));
  await step('settle', calls.settle(admin, seated.tenantId, { paymentMode: 'UPI', paidAt: today() }));
  const [statement] = await t.database.db
    .select({ moveOutDate: exitStatements.moveOutDate })
    .from(exitStatements)
    .where(eq(exitStatements.tenantId, seated.tenantId));
  const from = statement!.moveOutDate > today() ? statement!.moveOutDate : today();
  return { ...seated, dueOn: plusDays(from, 365) };
}

let vacated = 0;

/**
 * A tenant who vacated their bed directly, today, with no exit statement: `deposit` 'none' admits
 * them without one, 'unpaid' leaves it owed, 'paid' leaves it held; `payRent` false leaves the rent
 * owed. Their id, e-mail and the first day they may be erased if their money is settled.
 */
export async function vacatedTenant(
  t: TestApp,
  admin: string,
  {
    payRent = true,
    deposit = 'none',
    propertyId = DEMO_PROPERTY_ID,
  }: { payRent?: boolean; deposit?: 'none' | 'unpaid' | 'paid'; propertyId?: string } = {},
) {
  vacated += 1;
  const room = await addRoomVia(t, admin, propertyId, `V${vacated}-${Date.now() % 100000}`, 1);
  const tenantId = await addTenantRow(t, propertyId);
  const payload = assignPayload(tenantId, room, 0, deposit === 'none' ? { collectAdvance: false } : {});
  const assigned = await assign(t, admin, payload);
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
  if (deposit === 'paid') await payInvoices(t, admin, tenantId, 'ADVANCE');
  const [row] = await t.database.db
    .select({ email: tenants.email })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  await withPersonalData(t, admin, tenantId, row!.email);
  if (payRent) await payInvoices(t, admin, tenantId, 'RENT');
  const left = await vacate(t, admin, tenantId);
  if (left.statusCode !== 200) throw new Error(`vacate: ${left.body}`);
  return { tenantId, email: row!.email, dueOn: plusDays(today(), 365) };
}

/** Everything of money the tenant has, to compare before and after an erasure. */
export async function moneyOf(t: TestApp, tenantId: string) {
  const bills = await t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.tenantId, tenantId))
    .orderBy(invoices.id);
  const ledger = await t.database.db
    .select({ id: payments.id, amountPaise: payments.amountPaise, invoiceId: payments.invoiceId })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(invoices.tenantId, tenantId))
    .orderBy(payments.id);
  const [person] = await t.database.db
    .select({ fullName: tenants.fullName, email: tenants.email, phoneNumber: tenants.phoneNumber })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { bills: bills.map(({ updatedAt: _u, ...row }) => row), ledger, person };
}

export const runJob = (t: TestApp, now: Date) =>
  erasePersonalData({ db: t.database.db, uploads: t.app.deps.uploads }, now);
