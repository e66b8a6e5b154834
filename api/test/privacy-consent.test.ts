// Issue 45: the privacy notice's consent (the tenant online, staff recording the paper at admission
// or later, each with time, version and who), the tenant's copy of their data, and scope: another
// property's manager and another tenant get 404. Both databases.
import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { PRIVACY_VERSION_OUTDATED } from '@pgportal/contracts/schemas';
import { auditLog, privacyConsents } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { PNG, addProperty, addTenant, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { tenantForm as form } from './tenants-fixtures';

describe.each(databases)('privacy notice consent and the data copy on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let ownId: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    ownId = await addTenant(t.database.db, 'consent.own@example.com', DEMO_PROPERTY_ID);
    farId = await addTenant(
      t.database.db,
      'consent.far@example.com',
      await addProperty(t.database.db, 'Far PG'),
    );
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('asks a new tenant, records their agreement with time and version, and the session shows it', async () => {
    const tenant = await t.cookieFor('tenant', 'consent.own@example.com');
    const session = await call('GET', '/auth/session', tenant);
    expect(session.json().data.tenant.privacyConsentVersion).toBeNull();
    expect((await call('GET', '/tenant/my-privacy-consent', tenant)).json().data).toEqual({
      currentVersion: PRIVACY_NOTICE_VERSION,
      accepted: false,
      consents: [],
      personalDataErasedAt: null,
    });

    const outdated = await call('POST', '/tenant/my-privacy-consent', tenant, { version: '2000-01-01' });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().errors).toEqual({ version: PRIVACY_VERSION_OUTDATED });
    expect((await call('POST', '/tenant/my-privacy-consent', tenant, {})).statusCode).toBe(400);

    const agreed = await call('POST', '/tenant/my-privacy-consent', tenant, {
      version: PRIVACY_NOTICE_VERSION,
    });
    expect(agreed.statusCode).toBe(200);
    const { data } = agreed.json();
    expect(data).toMatchObject({ accepted: true });
    expect(data.consents).toEqual([
      expect.objectContaining({
        version: PRIVACY_NOTICE_VERSION,
        method: 'ONLINE',
        recordedByName: 'Test Tenant (the tenant)',
      }),
    ]);
    expect(Date.now() - Date.parse(data.consents[0].acceptedAt)).toBeLessThan(60_000);
    expect((await call('GET', '/auth/session', tenant)).json().data.tenant.privacyConsentVersion).toBe(
      PRIVACY_NOTICE_VERSION,
    );
    // staff of the tenant's property see it; another property's manager does not
    expect((await call('GET', `/tenant/${ownId}/privacy-consent`, manager)).json().data.accepted).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, ownId));
    expect(audit.map((row) => row.after)).toContainEqual({
      privacyConsent: { version: PRIVACY_NOTICE_VERSION, method: 'ONLINE' },
    });
  });

  it('records the paper consent at admission with the staff member, and keeps old forms working', async () => {
    const add = (fields: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/tenant/add',
        headers: { cookie: manager },
        payload: formData(fields),
      });
    const signed = await add({
      ...form({ fullName: 'Paper Signer', phoneNumber: '9876500001', email: 'paper.signer@example.com' }),
      paperConsent: 'true',
    });
    expect(signed.statusCode).toBe(201);
    const id = signed.json().data._id as string;
    const rows = await t.database.db.select().from(privacyConsents).where(eq(privacyConsents.tenantId, id));
    expect(rows).toEqual([
      expect.objectContaining({
        version: PRIVACY_NOTICE_VERSION,
        method: 'PAPER',
        recordedByName: 'Demo Manager',
      }),
    ]);
    expect(rows[0]!.recordedBy).not.toBeNull();

    const old = await add(
      form({ fullName: 'Old Form', phoneNumber: '9876500002', email: 'old.form@example.com' }),
    );
    expect(old.statusCode).toBe(201);
    const none = await t.database.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.tenantId, old.json().data._id as string));
    expect(none).toEqual([]);
    const bad = await add({
      ...form({ fullName: 'Bad Flag', phoneNumber: '9876500003', email: 'bad.flag@example.com' }),
      paperConsent: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('paperConsent');
  });

  it('lets staff record a paper consent later, only for a tenant in their scope', async () => {
    const far = await call('POST', `/tenant/${farId}/privacy-consent`, manager, {});
    expect(far.statusCode).toBe(404);
    expect((await call('GET', `/tenant/${farId}/privacy-consent`, manager)).statusCode).toBe(404);
    const tenant = await t.cookieFor('tenant', 'consent.own@example.com');
    expect((await call('POST', `/tenant/${farId}/privacy-consent`, tenant, {})).statusCode).toBe(403);

    const recorded = await call('POST', `/tenant/${farId}/privacy-consent`, admin, {});
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data.consents[0]).toMatchObject({
      method: 'PAPER',
      recordedByName: 'Administrator',
    });
  });

  it("gives a tenant a copy of their own data, with links only they (and their PG's staff) may open", async () => {
    const tenant = await t.cookieFor('tenant', 'consent.own@example.com');
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${ownId}/legal-documents`,
      headers: { cookie: manager },
      payload: formData(
        { type: 'PASSPORT', number: 'K1234567' },
        { legalDocFile: { content: PNG, name: 'id.png' } },
      ),
    });
    expect(uploaded.statusCode).toBe(201);

    const copy = await call('GET', '/tenant/my-data', tenant);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { data } = copy.json();
    expect(data.profile).toMatchObject({ _id: ownId, email: 'consent.own@example.com' });
    expect(data.profile.legalDocuments).toEqual([
      expect.objectContaining({ type: 'PASSPORT', number: 'XXXX4567' }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ method: 'ONLINE' })]);
    expect(data).toMatchObject({ stays: [], invoices: [], payments: [], complaints: [] });
    expect(data.files).toEqual([
      expect.objectContaining({ kind: 'legalDocument', name: 'PASSPORT XXXX4567' }),
    ]);
    const file = await t.request({ url: data.files[0].url, headers: { cookie: tenant } });
    expect(file.statusCode).toBe(200);
    // nobody else's: another tenant's copy is their own; staff have no such route
    const far = await t.cookieFor('tenant', 'consent.far@example.com');
    expect((await call('GET', '/tenant/my-data', far)).json().data.profile._id).toBe(farId);
    expect((await t.request({ url: data.files[0].url, headers: { cookie: far } })).statusCode).toBe(404);
    expect((await call('GET', '/tenant/my-data', manager)).statusCode).toBe(403);
  });
});
