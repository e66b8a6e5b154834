// The account screen (PUT /user/update-profile-details) and avatar uploads.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, databases, type TestApp } from './helpers';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64),
]);

describe.each(databases)('account and avatars on $name', (database) => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const avatarsDir = () => join(t.dataDir, 'uploads', 'avatars');
  const storedAvatars = () => readdirSync(avatarsDir());
  const accountForm = (
    avatar?: { content: Buffer; name: string; type: string },
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set('name', 'Demo Manager');
    form.set('email', 'manager@example.com');
    form.set('phoneNumber', '9876500002');
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (avatar)
      form.set('avatar', new Blob([new Uint8Array(avatar.content)], { type: avatar.type }), avatar.name);
    return form;
  };
  const update = (payload: FormData | Record<string, string>, cookie = manager) =>
    t.request({ method: 'PUT', url: '/api/v1/user/update-profile-details', headers: { cookie }, payload });

  it('updates the name and phone of the signed-in user and ignores the e-mail', async () => {
    const response = await update(
      accountForm(undefined, {
        name: 'Meera Manager',
        email: 'changed@example.com',
        phoneNumber: '+91 91234 56789',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User Details Updated Successfully',
      data: {
        name: 'Meera Manager',
        phoneNumber: '9123456789',
        email: 'manager@example.com',
        role: 'MANAGER',
      },
    });
    const profile = await t.request({ url: '/api/v1/user/profile', headers: { cookie: manager } });
    expect(profile.json().data.name).toBe('Meera Manager');
  });

  it('names the missing fields', async () => {
    const response = await update(accountForm(undefined, { name: '', phoneNumber: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'This field is required',
      phoneNumber: 'This field is required',
    });
  });

  it('needs a staff session (a tenant is refused with 403)', async () => {
    expect((await update(accountForm(), '')).statusCode).toBe(401);
    expect((await update(accountForm(), await t.cookieFor('tenant', 'tenant@example.com'))).statusCode).toBe(
      403,
    );
  });

  it('stores a PNG avatar under a generated name, serves it, and deletes it when replaced', async () => {
    const first = await update(accountForm({ content: PNG, name: 'me.png', type: 'image/png' }));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.avatar.url;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await t.request({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // Declared as PNG, really a JPEG: stored by what the bytes are.
    const second = await update(accountForm({ content: JPEG, name: 'photo.png', type: 'image/png' }));
    expect(second.json().data.avatar.url).toMatch(/\.jpg$/);
    expect(existsSync(join(avatarsDir(), url.split('/').pop()!))).toBe(false);
    expect((await t.request({ url })).statusCode).toBe(404);

    const third = await update(accountForm({ content: WEBP, name: 'photo.webp', type: 'image/webp' }));
    expect(third.json().data.avatar.url).toMatch(/\.webp$/);
    expect(storedAvatars()).toHaveLength(1);
    // An update without a file keeps the avatar.
    const fourth = await update(accountForm());
    expect(fourth.json().data.avatar.url).toBe(third.json().data.avatar.url);
  });

  it('refuses a file that is not an image, whatever its name, and keeps nothing', async () => {
    const before = storedAvatars();
    const response = await update(
      accountForm({
        content: Buffer.from('%PDF-1.4 not an image at all'),
        name: 'avatar.png',
        type: 'image/png',
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Avatar must be a JPEG, PNG or WebP image.',
    });
    expect(storedAvatars()).toEqual(before);
  });

  it('refuses an avatar over 5 MB with 413 and keeps nothing', async () => {
    const before = storedAvatars();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await update(accountForm({ content: big, name: 'big.png', type: 'image/png' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Avatar must be 5 MB or smaller.',
    });
    expect(storedAvatars()).toEqual(before);
  });

  it('takes an avatar when an admin adds a manager, and removes it if the add fails', async () => {
    const admin = await t.cookieFor('staff', 'admin@example.com');
    const add = (email: string) => {
      const form = new FormData();
      form.set('name', 'Photo Person');
      form.set('email', email);
      form.set('phoneNumber', '9876543210');
      form.set('role', 'MANAGER');
      form.set('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'p.png');
      return t.request({
        method: 'POST',
        url: '/api/v1/user/add',
        headers: { cookie: admin },
        payload: form,
      });
    };
    const before = storedAvatars().length;
    const created = await add('photo.person@example.com');
    expect(created.statusCode).toBe(201);
    expect(created.json().data.avatar.url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    expect(storedAvatars()).toHaveLength(before + 1);
    const duplicate = await add('photo.person@example.com');
    expect(duplicate.statusCode).toBe(409);
    expect(storedAvatars()).toHaveLength(before + 1);
  });

  it('answers 404 for an avatar that does not exist', async () => {
    const response = await t.request({ url: '/uploads/avatars/00000000-0000-4000-8000-000000000000.png' });
    expect(response.statusCode).toBe(404);
    expect((await t.request({ url: '/uploads/avatars/../../outbox/x.json' })).statusCode).toBe(404);
  });
});
