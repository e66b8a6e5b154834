// Uploads are checked before they are read: a caller who may not upload to the target is refused
// without the body being read, a file over its limit is stopped while it streams and leaves
// nothing, and one caller has at most two uploads in flight.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { UPLOADS_IN_FLIGHT_PER_CALLER } from '../src/services/files/upload-slots';
import { addProperty, addTenant, PNG, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { StreamedForm } from './streamed-form';

const MB = 1024 * 1024;
const IN_PROGRESS = 'Another upload is still in progress. Wait for it to finish and try again.';

describe.each(databases)('upload limits on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let homeless: string;
  let farTenantId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    await addTenant(t.database.db, 'no.bed@example.com', DEMO_PROPERTY_ID);
    homeless = await t.cookieFor('tenant', 'no.bed@example.com');
    farTenantId = await addTenant(
      t.database.db,
      'far.away@example.com',
      await addProperty(t.database.db, 'Far PG'),
    );
  });
  afterAll(() => t.close());

  /** Every file the server has written: temporary, public and private. */
  const filesOnDisk = () =>
    ['upload-temp', 'uploads', 'private-files'].flatMap((folder) =>
      readdirSync(join(t.dataDir, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    );

  const send = (method: 'POST' | 'PUT', url: string, cookie: string, form: StreamedForm) =>
    t.request({ method, url, headers: { cookie, ...form.headers }, payload: form });

  it('refuses a tenant on no bed before reading the 50 MB they send', async () => {
    const before = filesOnDisk();
    const form = new StreamedForm({ fileField: 'complaintImages', head: PNG, fileBytes: 50 * MB });
    const response = await send('POST', '/api/v1/complaint/create', homeless, form);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You must be assigned a bed before you can raise a complaint. Ask your PG manager.',
    );
    expect(form.bytesRead).toBeLessThan(MB);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a legal document for a tenant outside the scope (404) before reading it', async () => {
    const form = new StreamedForm({
      fields: { type: 'PASSPORT', number: 'P1234567' },
      fileField: 'legalDocFile',
      head: Buffer.from('%PDF-1.4\n'),
      fileBytes: 9 * MB,
    });
    const response = await send('POST', `/api/v1/tenant/${farTenantId}/legal-documents`, manager, form);
    expect([response.statusCode, response.json().message]).toEqual([404, 'Tenant not found']);
    expect(form.bytesRead).toBeLessThan(MB);
  });

  it('stops a file over its limit while it streams: 413, nothing left on disk', async () => {
    const before = filesOnDisk();
    const form = new StreamedForm({
      fields: { name: 'Super Admin', phoneNumber: '9876500001' },
      fileField: 'avatar',
      head: PNG,
      fileBytes: 50 * MB,
    });
    const response = await send('PUT', '/api/v1/user/update-profile-details', admin, form);
    expect([response.statusCode, response.json().message]).toEqual([413, 'Avatar must be 5 MB or smaller.']);
    expect(form.bytesRead).toBeLessThan(7 * MB);
    expect(filesOnDisk()).toEqual(before);
  });

  it('frees the slot and leaves no temporary file when the client goes away mid-upload', async () => {
    const caller = `staff:${await userId(t.database.db, 'admin@example.com')}`;
    const form = new StreamedForm({
      fields: { name: 'Super Admin', phoneNumber: '9876500001' },
      fileField: 'avatar',
      head: PNG,
      fileBytes: 4 * MB,
      hold: true,
    });
    const answer = send('PUT', '/api/v1/user/update-profile-details', admin, form).catch(
      (error: unknown) => error,
    );
    while (t.app.deps.uploads.slots.inFlight(caller) === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    form.destroy(new Error('connection lost'));
    await answer;
    while (t.app.deps.uploads.slots.inFlight(caller) > 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(readdirSync(join(t.dataDir, 'upload-temp'))).toEqual([]);
  });

  it('answers 429 to a third upload while two of the same caller are in flight', async () => {
    const caller = `staff:${await userId(t.database.db, 'admin@example.com')}`;
    const fields = { name: 'Super Admin', phoneNumber: '9876500001' };
    const held = () =>
      new StreamedForm({ fields, fileField: 'avatar', head: PNG, fileBytes: MB, hold: true });
    const first = held();
    const second = held();
    const answers = [first, second].map((form) =>
      send('PUT', '/api/v1/user/update-profile-details', admin, form),
    );
    while (t.app.deps.uploads.slots.inFlight(caller) < UPLOADS_IN_FLIGHT_PER_CALLER) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    const third = await send('PUT', '/api/v1/user/update-profile-details', admin, held());
    expect([third.statusCode, third.json()]).toEqual([
      429,
      { success: false, code: 'UPLOAD_IN_PROGRESS', message: IN_PROGRESS },
    ]);
    // Another person is not held back by them.
    const others = new StreamedForm({
      fileField: 'avatar',
      head: PNG,
      fileBytes: 1024,
      fields: {
        name: 'Demo Manager',
        phoneNumber: '9876500002',
      },
    });
    expect((await send('PUT', '/api/v1/user/update-profile-details', manager, others)).statusCode).toBe(200);

    first.release();
    second.release();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(t.app.deps.uploads.slots.inFlight(caller)).toBe(0);
    const after = new StreamedForm({ fields, fileField: 'avatar', head: PNG, fileBytes: 1024 });
    expect((await send('PUT', '/api/v1/user/update-profile-details', admin, after)).statusCode).toBe(200);
    expect(readdirSync(join(t.dataDir, 'upload-temp'))).toEqual([]);
  });
});
