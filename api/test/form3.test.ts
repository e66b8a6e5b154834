// Form III of foreign nationals (issue 45), on both databases: details saved with the passport and
// visa numbers encrypted at rest and answered masked, the 24-hour clocks of arrival and move-out on
// the waiting list, the submission recorded and audited, the sheet and the register (the only
// places with the whole numbers), and scope: another property's manager gets 404.
import { eq, sql } from 'drizzle-orm';
import { auditLog, form3Reports, tenantForeignDetails } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';
import { exitCalls, giveNotice, payInvoices, seatedTenant } from './exits-fixtures';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  vacate,
} from './properties-fixtures';

const PASSPORT = 'K1234567';
const VISA = 'VX9876543';
const DETAILS = {
  nationality: 'Nepal',
  gender: 'F',
  permanentAddressAbroad: 'Ward 4, Lalitpur, Nepal',
  passportNumber: 'k 123-4567',
  passportPlaceOfIssue: 'Kathmandu',
  passportIssuedOn: '2022-01-10',
  passportExpiresOn: '2032-01-09',
  visaKind: 'E_VISA',
  visaNumber: VISA,
  visaType: 'Student',
  visaPlaceOfIssue: 'New Delhi',
  visaIssuedOn: '2025-06-01',
  visaExpiresOn: '2026-05-31',
  arrivedFrom: 'Kathmandu, Nepal',
  arrivedInIndiaOn: '2025-11-28',
  // 23:30 in India is 18:00 UTC: the arrival report is due at 23:30 India time the next day
  arrivedAt: '2025-11-29T23:30:00+05:30',
  intendedStay: '1 year',
  purposeOfStay: 'Study',
  nextDestination: 'Kathmandu, Nepal',
};

describe.each(databases)('Form III on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let ownId: string;
  let farId: string;
  let farProperty: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    ownId = await addTenantRow(t, DEMO_PROPERTY_ID, 'Anjali Shrestha');
    farProperty = await addPropertyVia(t, admin, 'Far PG');
    farId = await addTenantRow(t, farProperty, 'Far Tenant');
  });
  afterAll(() => t.close());

  const save = (tenantId: string, payload: object, cookie = manager) =>
    t.request({
      method: 'PUT',
      url: `/api/v1/tenant/${tenantId}/foreign-national`,
      headers: { cookie },
      payload,
    });
  const submit = (tenantId: string, kind: string, payload: object, cookie = manager) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/form3/${kind}`,
      headers: { cookie },
      payload,
    });
  const waiting = async (cookie = manager) =>
    (await t.request({ url: '/api/v1/waiting/', headers: { cookie } })).json().data;
  const register = (query: string, cookie = manager) =>
    t.request({ url: `/api/v1/export/form3-register.csv?${query}`, headers: { cookie } });

  it('keeps the numbers encrypted, answers them masked and starts the 24-hour arrival clock', async () => {
    const response = await save(ownId, DETAILS);
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Foreign national details saved');
    expect(data.foreign).toBe(true);
    expect(data.details).toMatchObject({
      nationality: 'Nepal',
      passportNumber: 'XXXX4567',
      visaNumber: 'XXXX6543',
    });
    expect(data.reports).toEqual([
      expect.objectContaining({
        kind: 'ARRIVAL',
        eventAt: '2025-11-29T18:00:00.000Z',
        dueAt: '2025-11-30T18:00:00.000Z',
        submissionNumber: null,
        submittedAt: null,
      }),
    ]);
    // at rest: neither number in clear in any column, only ciphertext and the last 4
    const raw: unknown = await t.database.db.execute(
      sql`select row_to_json(d)::text as json from tenant_foreign_details d where tenant_id = ${ownId}`,
    );
    const json = (raw as { rows: Array<{ json: string }> }).rows[0]!.json;
    expect(json).not.toContain(PASSPORT);
    expect(json).not.toContain(VISA);
    const [row] = await t.database.db
      .select()
      .from(tenantForeignDetails)
      .where(eq(tenantForeignDetails.tenantId, ownId));
    expect(row!.passportNumberEnc).toMatch(/^v1:/);
    expect(row!.passportLast4).toBe('4567');
    // nor in the audit log, the tenant's record or the other exports
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, ownId));
    expect(JSON.stringify(audit)).toContain('XXXX4567');
    expect(JSON.stringify(audit)).not.toContain(PASSPORT);
    const fetched = await t.request({ url: `/api/v1/tenant/fetch/${ownId}`, headers: { cookie: manager } });
    const read = await t.request({
      url: `/api/v1/tenant/${ownId}/foreign-national`,
      headers: { cookie: manager },
    });
    const tenantsCsv = await t.request({ url: '/api/v1/export/tenants.csv', headers: { cookie: manager } });
    for (const body of [fetched.body, read.body, tenantsCsv.body]) {
      expect(body).not.toContain(PASSPORT);
      expect(body).not.toContain(VISA);
    }
  });

  it('shows the whole numbers on the Form III sheet only, in the form’s order, with the portal', async () => {
    const response = await t.request({ url: `/api/v1/tenant/${ownId}/form3`, headers: { cookie: manager } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.portalUrl).toBe('https://indianfrro.gov.in');
    expect(data.details).toMatchObject({ passportNumber: PASSPORT, visaNumber: VISA, visaKind: 'E_VISA' });
    expect(data.property.address).toContain('Bengaluru');
  });

  it('lists the report due on the waiting list until its submission is recorded, and audits it', async () => {
    const before = await waiting();
    expect(before.counts.form3).toBe(1);
    expect(before.items.find((item: { kind: string }) => item.kind === 'FORM3')).toMatchObject({
      tenantId: ownId,
      tenantName: 'Anjali Shrestha',
      at: '2025-11-30T18:00:00.000Z',
      reference: 'ARRIVAL',
    });
    const early = await submit(ownId, 'ARRIVAL', {
      submissionNumber: 'FRO-1',
      submittedAt: '2025-11-29T20:00:00+05:30',
    });
    expect([early.statusCode, early.json().errors]).toEqual([
      400,
      { submittedAt: 'Submitted at must be after the arrival or departure it reports' },
    ]);
    const blank = await submit(ownId, 'ARRIVAL', { submissionNumber: ' ', submittedAt: 'yesterday' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['submissionNumber', 'submittedAt']);
    const response = await submit(ownId, 'ARRIVAL', {
      submissionNumber: 'FRO2025112900123',
      submittedAt: '2025-11-30T10:15:00+05:30',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reports[0]).toMatchObject({
      submissionNumber: 'FRO2025112900123',
      submittedAt: '2025-11-30T04:45:00.000Z',
      recordedByName: 'Demo Manager',
    });
    expect((await waiting()).counts.form3).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, ownId));
    expect(JSON.stringify(audit)).toContain('FRO2025112900123');
    // no departure yet: nothing to record
    const departure = await submit(ownId, 'DEPARTURE', {
      submissionNumber: 'X1',
      submittedAt: '2025-11-30T10:15:00+05:30',
    });
    expect(departure.statusCode).toBe(400);
  });

  it('starts the departure clock at the move-out, and the register lists both reports with the numbers', async () => {
    const room = await addRoomVia(t, admin, DEMO_PROPERTY_ID, 'F3', 1);
    const leaverId = await addTenantRow(t, DEMO_PROPERTY_ID, 'Leaving Guest');
    expect((await assign(t, admin, assignPayload(leaverId, room, 0))).statusCode).toBe(200);
    const arrivedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect((await save(leaverId, { ...DETAILS, nationality: 'Japan', arrivedAt })).statusCode).toBe(200);
    expect((await vacate(t, manager, leaverId)).statusCode).toBe(200);
    const reports = await t.database.db
      .select()
      .from(form3Reports)
      .where(eq(form3Reports.tenantId, leaverId));
    const departure = reports.find((report) => report.kind === 'DEPARTURE')!;
    expect(Date.now() - departure.eventAt.getTime()).toBeLessThan(60_000);
    expect(departure.dueAt.getTime() - departure.eventAt.getTime()).toBe(24 * 3_600_000);
    expect((await waiting()).items.filter((item: { kind: string }) => item.kind === 'FORM3')).toHaveLength(2);

    // the default: the last 12 months
    const csv = await register('');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Report,Arrival or departure \(IST\),Due by \(IST\),Submission number/);
    expect(lines.filter((line) => line.includes('Leaving Guest')).map((line) => line.split(',')[0])).toEqual([
      'Arrival',
      'Departure',
    ]);
    expect(csv.body).toContain(PASSPORT);
    // the days, in India time: 29 Nov 23:30 IST is 29 Nov in India though 18:00 UTC
    const day = await register('from=2025-11-29&to=2025-11-29');
    expect(day.body).toContain('Anjali Shrestha');
    expect(day.body).toContain('"29 Nov 2025, 23:30 IST"');
    expect(day.body).toContain('FRO2025112900123');
    expect((await register('from=2025-11-30&to=2025-11-30')).body).not.toContain('Anjali Shrestha');
    expect((await register('from=2025-12-01&to=2025-11-01')).statusCode).toBe(400);
  });

  it('starts the departure clock when the exit statement is settled (the move-out)', async () => {
    const calls = exitCalls(t);
    const seated = await seatedTenant(t, admin);
    await payInvoices(t, admin, seated.tenantId, 'RENT');
    await giveNotice(t, seated.tenantId);
    expect((await save(seated.tenantId, { ...DETAILS, nationality: 'Germany' })).statusCode).toBe(200);
    expect((await calls.save(manager, seated.tenantId, { deductions: [] })).statusCode).toBe(200);
    expect((await calls.send(manager, seated.tenantId)).statusCode).toBe(200);
    expect((await calls.accept(await t.cookieFor('tenant', seated.email))).statusCode).toBe(200);
    const settled = await calls.settle(manager, seated.tenantId, { paymentMode: 'CASH', paidAt: today() });
    expect(settled.statusCode).toBe(200);
    const read = await t.request({
      url: `/api/v1/tenant/${seated.tenantId}/foreign-national`,
      headers: { cookie: manager },
    });
    const { details, reports } = read.json().data;
    expect(Date.now() - Date.parse(details.departedAt)).toBeLessThan(60_000);
    expect(reports[0]).toMatchObject({ kind: 'DEPARTURE', eventAt: details.departedAt, submittedAt: null });
    expect(Date.parse(reports[0].dueAt) - Date.parse(reports[0].eventAt)).toBe(24 * 3_600_000);
  });

  it('refuses bad input with what to fix', async () => {
    const bad = await save(ownId, {
      ...DETAILS,
      passportNumber: 'K1',
      visaKind: 'TOURIST',
      passportIssuedOn: '2033-01-01',
      arrivedAt: '29/11/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      passportNumber: 'A passport number has 6 to 20 letters and digits, e.g. K1234567',
      visaKind: 'Choose Visa, e-Visa or OCI card',
      arrivedAt: 'Enter a date and time such as 2026-11-29T23:30+05:30',
    });
    const order = await save(ownId, { ...DETAILS, passportIssuedOn: '2033-01-01' });
    expect(order.json().errors).toEqual({
      passportExpiresOn: 'The expiry date must be after the date of issue',
    });
    const indian = await save(ownId, { ...DETAILS, nationality: 'Indian' });
    expect(indian.json().errors.nationality).toMatch(/needs no Form III/);
    // a number left out keeps the one kept
    const kept = await save(ownId, { ...DETAILS, passportNumber: undefined, purposeOfStay: 'Research' });
    expect(kept.json().data.details).toMatchObject({ passportNumber: 'XXXX4567', purposeOfStay: 'Research' });
  });

  it('another property’s manager gets 404 everywhere; a tenant gets 403', async () => {
    expect((await save(farId, DETAILS)).statusCode).toBe(404);
    for (const url of [`/api/v1/tenant/${farId}/foreign-national`, `/api/v1/tenant/${farId}/form3`]) {
      expect((await t.request({ url, headers: { cookie: manager } })).statusCode).toBe(404);
    }
    expect(
      (await submit(farId, 'ARRIVAL', { submissionNumber: 'A', submittedAt: '2025-11-30T10:00:00Z' }))
        .statusCode,
    ).toBe(404);
    expect((await register(`propertyId=${farProperty}`)).statusCode).toBe(404);
    // the admin reaches it
    expect((await save(farId, DETAILS, admin)).statusCode).toBe(200);
    expect((await register(`propertyId=${farProperty}&from=2025-11-29&to=2025-11-29`, admin)).body).toContain(
      'Far Tenant',
    );
    expect(
      (await register(`propertyId=${farProperty}&from=2025-11-29&to=2025-11-29`, admin)).body,
    ).not.toContain('Anjali');
    const tenantCookie = await t.cookieFor('tenant', 'tenant@example.com');
    const own = await t.request({ url: `/api/v1/tenant/${ownId}/form3`, headers: { cookie: tenantCookie } });
    expect(own.statusCode).toBe(403);
  });
});
