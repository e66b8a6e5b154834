// Issue 45, the retention job: a tenant who moved out and was settled has their ID data, documents
// and photos (the files too) erased once the property's retention period has passed, exactly once
// however often the job runs, with one audit entry; a tenant still on a bed or with money open is
// never touched; money records stay with the name. Both databases.
import { and, eq } from 'drizzle-orm';
import { auditLog, legalDocuments, properties, tenantAadhaar, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { payInvoices, seatedTenant } from './exits-fixtures';
import { RETENTION_DAYS_INVALID } from '@pgportal/contracts/schemas';
import { addProperty, formData } from './fixtures';
import { propertyFields } from './properties-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { moneyOf, noonOn, runJob, settledTenant } from './privacy-erasure-fixtures';

describe.each(databases)('erasing personal data after the retention period on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const tenantRow = async (tenantId: string) =>
    (await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!;
  const erasures = (tenantId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, tenantId), eq(auditLog.action, 'ERASE')));
  const documentsOf = (tenantId: string) =>
    t.database.db.select().from(legalDocuments).where(eq(legalDocuments.tenantId, tenantId));

  it('erases on the day the retention period ends, once however often the job runs, and keeps the money', async () => {
    const { tenantId, dueOn } = await settledTenant(t, admin);
    const [document] = await documentsOf(tenantId);
    const before = await tenantRow(tenantId);
    expect(before.address).not.toBe('');
    const photoKey = before.profilePhoto!;
    const fileKeys = [document!.fileKey!, photoKey];
    const uploads = t.app.deps.uploads;
    for (const key of fileKeys) expect(await uploads.open(key)).not.toBeNull();
    const money = await moneyOf(t, tenantId);

    expect((await runJob(t, noonOn(plusDays(dueOn, -1)))).erased).not.toContain(tenantId);
    expect(await erasures(tenantId)).toHaveLength(0);
    expect(await documentsOf(tenantId)).toHaveLength(1);

    // two servers at once, then again and again: once
    const runs = await Promise.all([runJob(t, noonOn(dueOn)), runJob(t, noonOn(dueOn))]);
    expect(runs.flatMap((run) => run.erased).filter((id) => id === tenantId)).toHaveLength(1);
    expect((await runJob(t, noonOn(plusDays(dueOn, 1)))).erased).not.toContain(tenantId);
    expect((await runJob(t, noonOn(plusDays(dueOn, 900)))).erased).not.toContain(tenantId);

    const row = await tenantRow(tenantId);
    expect(row).toMatchObject({
      profilePhoto: null,
      address: '',
      dateOfBirth: null,
      profession: null,
      emergencyContact: null,
      localGuardian: null,
      healthInfo: null,
      fullName: before.fullName,
      email: before.email,
    });
    expect(row.personalDataErasedAt).not.toBeNull();
    expect(
      await t.database.db.select().from(tenantAadhaar).where(eq(tenantAadhaar.tenantId, tenantId)),
    ).toEqual([]);
    expect(await documentsOf(tenantId)).toEqual([]);
    for (const key of fileKeys) expect(await uploads.open(key)).toBeNull();
    expect(await moneyOf(t, tenantId)).toEqual(money);

    const [entry, ...more] = await erasures(tenantId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorKind: 'SYSTEM',
      actorId: null,
      objectType: 'TENANT',
      propertyId: DEMO_PROPERTY_ID,
    });
    expect(entry!.after).toMatchObject({
      erased: { aadhaar: true, legalDocuments: 1, profilePhoto: true },
      retentionDays: 365,
      erasableFrom: dueOn,
    });
    // the audit entry says what went, never what it was
    expect(JSON.stringify(entry!.after)).not.toMatch(/4321|K1234567/);
    expect(JSON.stringify(entry!.after)).not.toContain(before.address);

    const consent = await t.request({
      url: `/api/v1/tenant/${tenantId}/privacy-consent`,
      headers: { cookie: admin },
    });
    expect(consent.json().data.personalDataErasedAt).toBe(row.personalDataErasedAt!.toISOString());
    // staff still read the tenant's money with the name
    const details = await t.request({ url: `/api/v1/tenant/fetch/${tenantId}`, headers: { cookie: admin } });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({
      fullName: before.fullName,
      aadhaar: null,
      legalDocuments: [],
      profilePhoto: null,
    });
  });

  it('never touches a tenant still on a bed, nor one whose money is open until it is paid', async () => {
    const staying = await seatedTenant(t, admin);
    const owing = await settledTenant(t, admin, { payRent: false, payDeposit: false });
    const far = noonOn(plusDays(owing.dueOn, 3650));
    expect((await runJob(t, far)).erased).toEqual(
      expect.not.arrayContaining([staying.tenantId, owing.tenantId]),
    );
    expect(await erasures(staying.tenantId)).toEqual([]);
    expect(await erasures(owing.tenantId)).toEqual([]);
    expect((await tenantRow(owing.tenantId)).personalDataErasedAt).toBeNull();
    expect(await documentsOf(owing.tenantId)).toHaveLength(1);

    // once the last rupee is paid, the next run erases them
    await payInvoices(t, admin, owing.tenantId, 'RENT');
    expect((await runJob(t, far)).erased).toContain(owing.tenantId);
    expect(await erasures(owing.tenantId)).toHaveLength(1);
  });

  it("follows the property's retention period, which the property's answer shows", async () => {
    const propertyId = await addProperty(t.database.db, 'Short Memory PG');
    const answer = await t.request({ url: `/api/v1/property/${propertyId}`, headers: { cookie: admin } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.retentionDays).toBe(365);
    const update = (retentionDays: string) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/property/update/${propertyId}`,
        headers: { cookie: admin },
        payload: formData({ ...propertyFields('Short Memory PG'), retentionDays }),
      });
    const tooShort = await update('10');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toEqual({ retentionDays: RETENTION_DAYS_INVALID });
    const saved = await update('30');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.retentionDays).toBe(30);
    // an update that leaves it out keeps it
    expect((await update('')).json().data.retentionDays).toBe(30);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row!.retentionDays).toBe(30);
    const settled = await settledTenant(t, admin, { propertyId });
    const dueOn = plusDays(settled.dueOn, 30 - 365);
    expect((await runJob(t, noonOn(plusDays(dueOn, -1)))).erased).not.toContain(settled.tenantId);
    expect((await runJob(t, noonOn(dueOn))).erased).toContain(settled.tenantId);
    expect(today() < dueOn).toBe(true);
  });
});
