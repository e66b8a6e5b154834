// The Aadhaar QR's photo (issue 45): its JPEG 2000 is decoded to PNG when the QR is kept, and served
// at GET /tenant/{tenantId}/aadhaar-qr/photo to the tenant themself and to staff in scope; another
// property's manager and another tenant get 404, as does a tenant whose QR held no photo.
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { tenantAadhaar, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID, DEMO_TENANT_EMAIL } from '../src/db/seed';
import {
  JP2_PHOTO,
  JP2_PHOTO_SIZE,
  certificateFolder,
  makeSigner,
  signedSecureQr,
  xmlQr,
} from './aadhaar-qr-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const signer = makeSigner(new Date(Date.UTC(2025, 0, 1)), new Date(Date.UTC(2029, 0, 1)));
const FIELDS = {
  version: 'V2',
  referenceId: '432120261128101502123',
  name: 'Meera Nair',
  dateOfBirth: '21-02-2000',
  gender: 'F',
};

describe.each(databases)('the Aadhaar QR photo on $name', (database) => {
  let t: TestApp;
  let manager: string;
  let admin: string;
  let ownId: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database, { config: { uidaiCertDir: certificateFolder([signer]) } });
    manager = await t.cookieFor('staff', 'manager@example.com');
    admin = await t.cookieFor('staff', 'admin@example.com');
    ownId = await addTenant(t.database.db, 'photo.own@example.com', DEMO_PROPERTY_ID);
    farId = await addTenant(
      t.database.db,
      'photo.far@example.com',
      await addProperty(t.database.db, 'Far PG'),
    );
  });
  afterAll(() => t.close());

  const send = (tenantId: string, qrText: string, cookie = manager) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/aadhaar-qr`,
      headers: { cookie },
      payload: { qrText },
    });
  const get = (url: string, cookie?: string) => t.request({ url, headers: cookie ? { cookie } : {} });
  const photoUrl = (tenantId: string) => `/api/v1/tenant/${tenantId}/aadhaar-qr/photo`;
  const rowOf = async (tenantId: string) =>
    (await t.database.db.select().from(tenantAadhaar).where(eq(tenantAadhaar.tenantId, tenantId)))[0];

  it('keeps the photo as a PNG beside its JPEG 2000 and serves it to staff in scope', async () => {
    const kept = await send(ownId, signedSecureQr(FIELDS, signer));
    expect(kept.statusCode).toBe(200);
    const { aadhaar } = kept.json().data;
    expect(aadhaar.hasPhoto).toBe(true);
    expect(aadhaar.photo.url).toBe(`${photoUrl(ownId)}?v=${Date.parse(aadhaar.verifiedAt)}`);
    const row = await rowOf(ownId);
    expect(row!.photo).toEqual(JP2_PHOTO);
    expect(row!.photoPng!.subarray(1, 4).toString('latin1')).toBe('PNG');

    const served = await get(aadhaar.photo.url, manager);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/no-store/);
    expect(served.rawPayload).toEqual(row!.photoPng);
    const image = PNG.sync.read(served.rawPayload);
    expect({ width: image.width, height: image.height }).toEqual(JP2_PHOTO_SIZE);
    expect((await get(photoUrl(ownId), admin)).statusCode).toBe(200);
  });

  it('answers 404 to another property’s manager, another tenant and no one signed in', async () => {
    expect((await send(farId, signedSecureQr(FIELDS, signer), admin)).statusCode).toBe(200);
    expect((await get(photoUrl(farId), admin)).statusCode).toBe(200);
    const far = await get(photoUrl(farId), manager);
    expect([far.statusCode, far.json().message]).toEqual([404, 'File not found']);
    const demoTenant = await t.cookieFor('tenant', DEMO_TENANT_EMAIL);
    expect((await get(photoUrl(ownId), demoTenant)).statusCode).toBe(404);
    expect((await get(photoUrl(ownId))).statusCode).toBe(401);
    expect((await get(photoUrl('not-an-id'), manager)).statusCode).toBe(404);
  });

  it('serves the tenant their own photo, on their Profile’s URL', async () => {
    const cookie = await t.cookieFor('tenant', DEMO_TENANT_EMAIL);
    const kept = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/profile/aadhaar-qr',
      headers: { cookie },
      payload: { qrText: signedSecureQr(FIELDS, signer) },
    });
    const profile = await get('/api/v1/tenant/profile', cookie);
    const url: string = profile.json().data.aadhaar.photo.url;
    expect(url).toBe(kept.json().data.aadhaar.photo.url);
    const served = await get(url, cookie);
    expect([served.statusCode, PNG.sync.read(served.rawPayload).width]).toEqual([200, JP2_PHOTO_SIZE.width]);
    const myData = await get('/api/v1/tenant/my-data', cookie);
    expect(myData.json().data.files).toContainEqual({ kind: 'aadhaarPhoto', name: 'Aadhaar QR photo', url });
  });

  it('has no photo for the older XML QR, and a photo it cannot read is kept but not served', async () => {
    const xml = await send(ownId, xmlQr('876543219876'));
    expect(xml.json().data.aadhaar).toMatchObject({ hasPhoto: false, photo: null });
    expect((await get(photoUrl(ownId), manager)).statusCode).toBe(404);

    const damaged = await send(
      ownId,
      signedSecureQr({ ...FIELDS, photo: JP2_PHOTO.subarray(0, 100) }, signer),
    );
    expect(damaged.json().data.aadhaar).toMatchObject({ hasPhoto: true, verified: true });
    expect((await rowOf(ownId))!.photoPng).toBeNull();
    expect((await get(photoUrl(ownId), manager)).statusCode).toBe(404);
  });

  it('decodes a photo kept before PNGs were, once, when it is first shown', async () => {
    expect((await send(ownId, signedSecureQr(FIELDS, signer))).statusCode).toBe(200);
    await t.database.db
      .update(tenantAadhaar)
      .set({ photoPng: null })
      .where(eq(tenantAadhaar.tenantId, ownId));
    const served = await get(photoUrl(ownId), manager);
    expect(served.statusCode).toBe(200);
    expect((await rowOf(ownId))!.photoPng).toEqual(served.rawPayload);
    expect((await get(photoUrl(ownId), manager)).rawPayload).toEqual(served.rawPayload);
  });

  it('lets a deleted tenant’s photo go with them: 404', async () => {
    const goneId = await addTenant(t.database.db, 'photo.gone@example.com', DEMO_PROPERTY_ID);
    expect((await send(goneId, signedSecureQr(FIELDS, signer))).statusCode).toBe(200);
    await t.database.db.update(tenants).set({ deletedAt: new Date() }).where(eq(tenants.id, goneId));
    expect((await get(photoUrl(goneId), manager)).statusCode).toBe(404);
  });
});
