// Police verification of tenants (issue 45), on both databases: the record starts at the move-in
// with the day due by the property's state rule (state from the GSTIN, else the PIN code), shows on
// the waiting list while to file, goes TO_FILE → FILED → VERIFIED with clear 400s and audit
// entries, and the paper is printed in the state's layout. Another property's manager: 404; a
// tenant: 403.
import { and, eq, sql } from 'drizzle-orm';
import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import { auditLog, properties, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { mailWaitingDigests } from '../src/services/waiting/digest';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import {
  ADDRESS,
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  propertyFields,
} from './properties-fixtures';

const gstinOf = (state: string) => {
  const first14 = `${state}AAAPL1234C1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

describe.each(databases)('police verification on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let farId: string;
  let rooms = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    const far = await addPropertyVia(t, admin, 'Far PG');
    farId = await addTenantRow(t, far, 'Far Tenant');
  });
  afterAll(() => t.close());

  const setProperty = (values: { pinCode: string; gstin?: string }) =>
    t.database.db
      .update(properties)
      .set({ address: { ...ADDRESS, pinCode: values.pinCode }, gstin: values.gstin ?? '' })
      .where(eq(properties.id, DEMO_PROPERTY_ID));
  /** A tenant of the demo property moved in on that day. */
  const admitted = async (name: string, movedInOn: string) => {
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID, name);
    rooms += 1;
    const room = await addRoomVia(t, admin, DEMO_PROPERTY_ID, `P${rooms}`, 1);
    const response = await assign(t, manager, assignPayload(tenantId, room, 0, { movedInOn }));
    expect(response.statusCode).toBe(200);
    return tenantId;
  };
  const read = (tenantId: string, cookie = manager) =>
    t.request({ url: `/api/v1/tenant/${tenantId}/police`, headers: { cookie } });
  const post = (tenantId: string, what: 'filed' | 'verified', payload: object, cookie = manager) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/police/${what}`,
      headers: { cookie },
      payload,
    });
  const waiting = async () =>
    (await t.request({ url: '/api/v1/waiting/', headers: { cookie: manager } })).json().data;

  it('is due on the move-in day in Delhi (from the PIN code) and overdue after it, on the waiting list', async () => {
    await setProperty({ pinCode: '110017' });
    const movedInOn = plusDays(today(), -3);
    const tenantId = await admitted('Delhi Tenant', movedInOn);
    const answer = (await read(tenantId)).json().data;
    expect(answer).toMatchObject({
      state: 'Delhi',
      layout: { code: 'DL', portalUrl: 'https://delhipolice.gov.in' },
      status: 'TO_FILE',
      movedInOn,
      dueOn: movedInOn,
      overdue: true,
      number: null,
    });
    const list = await waiting();
    const item = list.items.find(
      (one: { kind: string; tenantId: string }) => one.kind === 'POLICE' && one.tenantId === tenantId,
    );
    // the due day at 00:00 in India
    expect(item).toMatchObject({
      reference: movedInOn,
      at: new Date(`${movedInOn}T00:00:00+05:30`).toISOString(),
    });
    expect(list.counts.police).toBeGreaterThanOrEqual(1);

    const pdf = await t.request({
      url: `/api/v1/tenant/${tenantId}/documents/police-verification`,
      headers: { cookie: manager },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain('DELHI POLICE: TENANT REGISTRATION');
    expect(text).toContain('Delhi Tenant');
    expect(text).toContain('Family members information');
  });

  it('takes the state of the GSTIN first: Uttar Pradesh gives a month, Karnataka a day, others 7 days', async () => {
    const movedInOn = today();
    await setProperty({ pinCode: '560038', gstin: gstinOf('09') });
    const up = (await read(await admitted('Up Tenant', movedInOn))).json().data;
    expect(up).toMatchObject({
      state: 'Uttar Pradesh',
      layout: { code: 'UP' },
      dueOn: plusDays(movedInOn, 30),
      overdue: false,
    });

    await setProperty({ pinCode: '560038' });
    const kaId = await admitted('Ka Tenant', movedInOn);
    expect((await read(kaId)).json().data).toMatchObject({
      state: 'Karnataka',
      layout: { code: 'KA' },
      dueOn: plusDays(movedInOn, 1),
    });

    await setProperty({ pinCode: '682001' });
    const otherId = await admitted('Kerala Tenant', movedInOn);
    expect((await read(otherId)).json().data).toMatchObject({
      state: null,
      layout: { code: 'GENERIC', portalUrl: null },
      dueOn: plusDays(movedInOn, 7),
    });
    const pdf = await t.request({
      url: `/api/v1/tenant/${otherId}/documents/police-verification`,
      headers: { cookie: manager },
    });
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain('TENANT INFORMATION FORM (POLICE VERIFICATION)');
    expect(text).toContain('Kerala Tenant');
    // a filed one keeps its layout when the property's state is corrected; one to file follows it
    expect((await post(kaId, 'filed', { number: 'KA-7', filedOn: movedInOn })).statusCode).toBe(200);
    const fixed = await t.request({
      method: 'PUT',
      url: `/api/v1/property/update/${DEMO_PROPERTY_ID}`,
      headers: { cookie: admin },
      payload: {
        ...propertyFields('Sunrise PG'),
        address: JSON.stringify({ ...ADDRESS, pinCode: '110017' }),
      },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await read(kaId)).json().data).toMatchObject({ state: 'Karnataka', layout: { code: 'KA' } });
    expect((await read(otherId)).json().data).toMatchObject({
      state: 'Delhi',
      layout: { code: 'DL' },
      dueOn: movedInOn,
    });
    const kaPdf = await t.request({
      url: `/api/v1/tenant/${kaId}/documents/police-verification`,
      headers: { cookie: manager },
    });
    expect(await pdfTextOf(kaPdf.rawPayload)).toContain('KARNATAKA STATE POLICE');
  });

  it('goes from to file to filed to verified, with clear 400s and audit entries', async () => {
    await setProperty({ pinCode: '400001' });
    const movedInOn = plusDays(today(), -5);
    const tenantId = await admitted('Mumbai Tenant', movedInOn);
    expect((await read(tenantId)).json().data.layout.code).toBe('MH');

    const early = await post(tenantId, 'verified', { verifiedOn: today() });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/acknowledgement number/);
    const blank = await post(tenantId, 'filed', { number: ' ', filedOn: today() });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toMatch(/Enter the acknowledgement or service-request number/);
    const future = await post(tenantId, 'filed', { number: 'MH-1', filedOn: plusDays(today(), 2) });
    expect(future.statusCode).toBe(400);
    expect(JSON.stringify(future.json())).toMatch(/Filed on cannot be in the future/);
    const badDay = await post(tenantId, 'filed', { number: 'MH-1', filedOn: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);

    const filedOn = plusDays(today(), -1);
    const filed = await post(tenantId, 'filed', { number: ' SR-2026-0042 ', filedOn });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toMatchObject({
      status: 'FILED',
      number: 'SR-2026-0042',
      filedOn,
      overdue: false,
    });
    expect(filed.json().data.recordedByName).toEqual(expect.any(String));
    const list = await waiting();
    expect(
      list.items.some(
        (one: { kind: string; tenantId: string }) => one.kind === 'POLICE' && one.tenantId === tenantId,
      ),
    ).toBe(false);

    const before = await post(tenantId, 'verified', { verifiedOn: plusDays(filedOn, -1) });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('Verified on cannot be before the day it was filed');
    const verified = await post(tenantId, 'verified', { verifiedOn: today() });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      status: 'VERIFIED',
      verifiedOn: today(),
      number: 'SR-2026-0042',
    });
    const again = await post(tenantId, 'filed', { number: 'X', filedOn });
    expect(again.statusCode).toBe(400);

    const entries = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, tenantId), sql`${auditLog.after} ? 'police'`));
    expect(
      entries.map((entry) => (entry.after as { police: { status: string } }).police.status).sort(),
    ).toEqual(['FILED', 'VERIFIED']);
  });

  it('follows the state chosen on the property form before the GSTIN and the PIN code', async () => {
    const update = (state: string) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/property/update/${DEMO_PROPERTY_ID}`,
        headers: { cookie: admin },
        payload: { ...propertyFields('Sunrise PG'), state },
      });
    const wrong = await update('99');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toMatch(/Choose a state from the list/);
    const saved = await update('06');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.state).toBe('06');
    // the PIN code (560038) says Karnataka; the chosen state, Haryana, wins
    const tenantId = await admitted('Haryana Tenant', today());
    expect((await read(tenantId)).json().data).toMatchObject({ state: 'Haryana', layout: { code: 'HR' } });
    expect((await update('')).json().data.state).toBe('');
  });

  it('reminds in the daily digest on the day due and the day after, then no more', async () => {
    await setProperty({ pinCode: '110017' });
    await admitted('Due Today', today());
    await admitted('Due Yesterday', plusDays(today(), -1));
    await admitted('Due Before', plusDays(today(), -2));
    await t.database.db
      .update(users)
      .set({ waitingMail: 'DIGEST', waitingDigestAt: null })
      .where(eq(users.email, 'manager@example.com'));
    const deps = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    expect(await mailWaitingDigests(deps, today())).toBeGreaterThanOrEqual(1);
    const digest = t.lastMail('manager@example.com')!;
    expect(digest.text).toContain(
      `Due Today at Sunrise PG: the police verification is due today (${formatDayMonthYear(today())}); file it on Delhi Police citizen services.`,
    );
    expect(digest.text).toContain(
      `Due Yesterday at Sunrise PG: the police verification is overdue since ${formatDayMonthYear(plusDays(today(), -1))}`,
    );
    expect(digest.text).not.toContain('Due Before');
  });

  it('answers 400 for a tenant with no bed, 404 to another property’s manager, 403 to a tenant', async () => {
    const unseated = await addTenantRow(t, DEMO_PROPERTY_ID, 'No Bed');
    const none = await read(unseated);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/no bed yet/);
    expect((await read(farId)).statusCode).toBe(404);
    expect((await post(farId, 'filed', { number: 'A1', filedOn: today() })).statusCode).toBe(404);
    const tenantCookie = await t.cookieFor('tenant', 'tenant@example.com');
    expect((await read(unseated, tenantCookie)).statusCode).toBe(403);
  });
});
