// The tenant's language (issue 27): PUT /tenant/my-language stores it, the sign-in answer and the
// session carry it, a language chosen on the sign-in page becomes the preference; staff may not.
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { createTestApp, databases, type TestApp } from './helpers';

const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('the tenant language on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const put = (cookie: string, payload: object) =>
    t.request({ method: 'PUT', url: url(API.tenant.language), headers: { cookie }, payload });
  const session = async (cookie: string) =>
    (await t.request({ method: 'GET', url: url(API.auth.session), headers: { cookie } })).json().data;

  it('starts in English, stores Hindi, and the session says so', async () => {
    const cookie = await t.cookieFor('tenant', 'tenant@example.com');
    expect((await session(cookie)).tenant.language).toBe('en');
    const saved = await put(cookie, { language: 'hi' });
    expect([saved.statusCode, saved.json().message, saved.json().data]).toEqual([
      200,
      MESSAGES.languageSaved,
      { language: 'hi' },
    ]);
    expect((await session(cookie)).tenant.language).toBe('hi');
    expect((await put(cookie, { language: 'en' })).json().data).toEqual({ language: 'en' });
  });

  it('refuses an unknown language, staff and nobody', async () => {
    const cookie = await t.cookieFor('tenant', 'tenant@example.com');
    const bad = await put(cookie, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Language');
    const staff = await t.cookieFor('staff', 'admin@example.com');
    // A staff cookie is no tenant session: refused like GET /tenant/profile.
    expect((await put(staff, { language: 'hi' })).statusCode).toBe(401);
    expect((await put('', { language: 'hi' })).statusCode).toBe(401);
  });

  it('keeps the language chosen on the sign-in page', async () => {
    const login = await t.request({
      method: 'POST',
      url: url(API.tenant.login),
      payload: { email: 'tenant@example.com', language: 'hi' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = await t.cookieFor('tenant', 'tenant@example.com');
    expect((await session(cookie)).tenant.language).toBe('hi');
  });
});
