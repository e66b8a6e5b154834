// The tenant's own Profile (issue 22), on both databases: PUT /tenant/profile changes their phone
// number (checked and stored as the staff form does) and their photo (the profilePhoto kind).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '@pgportal/contracts/types';
import { INVALID_MOBILE } from '@pgportal/contracts/schemas';
import { addProperty, addTenant, formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('the tenant’s profile on $name', (database) => {
  let t: TestApp;
  let tenant: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const propertyId = await addProperty(t.database.db, 'Profile PG');
    await addTenant(t.database.db, 'profile-tenant@example.com', propertyId);
    tenant = await t.cookieFor('tenant', 'profile-tenant@example.com');
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const update = (fields: Record<string, string>, cookie = tenant, files = {}) =>
    t.request({
      method: 'PUT',
      url: '/api/v1/tenant/profile',
      headers: { cookie },
      payload: formData(fields, files),
    });
  const profile = async () =>
    (await t.request({ url: '/api/v1/tenant/profile', headers: { cookie: tenant } })).json<{ data: Tenant }>()
      .data;
  const photos = () => {
    const dir = join(t.dataDir, 'uploads', 'profile-photos');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('changes the phone number, stored as its 10 digits', async () => {
    const response = await update({ phoneNumber: '+91 98765-43210' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phoneNumber).toBe('9876543210');
    expect((await profile()).phoneNumber).toBe('9876543210');
  });

  it('refuses a number that is not an Indian mobile, as the staff form does', async () => {
    const response = await update({ phoneNumber: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ phoneNumber: INVALID_MOBILE });
    expect((await profile()).phoneNumber).toBe('9876543210');
  });

  it('changes the photo; the one it replaces is removed', async () => {
    const first = await update({}, tenant, { profilePhoto: { content: PNG, name: 'me.png' } });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.profilePhoto.url as string;
    expect(firstUrl).toMatch(/^\/uploads\/profile-photos\//);
    const second = await update({}, tenant, { profilePhoto: { content: PNG, name: 'me2.png' } });
    expect(second.json().data.profilePhoto.url).not.toBe(firstUrl);
    expect(photos()).toHaveLength(1);
    const wrong = await update({}, tenant, { profilePhoto: { content: PDF, name: 'me.pdf' } });
    expect(wrong.statusCode).toBe(415);
  });

  it('is the tenant’s own: staff get 403, nobody signed in 401', async () => {
    expect((await update({ phoneNumber: '9876543211' }, admin)).statusCode).toBe(403);
    expect((await update({ phoneNumber: '9876543211' }, '')).statusCode).toBe(401);
  });
});
