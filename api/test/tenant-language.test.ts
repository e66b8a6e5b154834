// The tenant's language (issue 27), on both databases: PUT /tenant/my-language (the tenant's own;
// a bad value 400 saying what to send), the profile's `language`, the sign-in code mail in the
// language the sign-in page sent (which becomes the preference), and the API's messages in Hindi
// for a tenant who chose it while staff read English.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { MESSAGES_HI } from '@pgportal/contracts/messages-hi';
import { LANGUAGE_INVALID } from '@pgportal/contracts/schemas';
import { tenants } from '../src/db/schema';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const EMAIL = 'language-tenant@example.com';

describe.each(databases)('the tenant’s language on $name', (database) => {
  let t: TestApp;
  let tenant: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const propertyId = await addProperty(t.database.db, 'Bhasha PG');
    await addTenant(t.database.db, EMAIL, propertyId);
    tenant = await t.cookieFor('tenant', EMAIL);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const choose = (language: unknown, cookie = tenant) =>
    t.request({ method: 'PUT', url: '/api/v1/tenant/my-language', headers: { cookie }, payload: { language } });
  const profile = (cookie = tenant) => t.request({ url: '/api/v1/tenant/profile', headers: { cookie } });
  const stored = async () =>
    (await t.database.db.select({ language: tenants.language }).from(tenants).where(eq(tenants.email, EMAIL)))[0]!
      .language;

  it('starts in English, and the tenant’s profile says so', async () => {
    const response = await profile();
    expect(response.json()).toMatchObject({ message: MESSAGES.profileFetched, data: { language: 'en' } });
  });

  it('stores the tenant’s choice and answers in it from then on', async () => {
    const chosen = await choose('hi');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ success: true, message: 'भाषा सहेज ली गई', data: { language: 'hi' } });
    expect(await stored()).toBe('hi');
    const response = await profile();
    expect(response.json()).toMatchObject({ message: MESSAGES_HI.profileFetched, data: { language: 'hi' } });
  });

  it('answers a Hindi tenant’s refusals in Hindi, field messages included', async () => {
    const missing = await t.request({
      url: '/api/v1/complaint/00000000-0000-4000-8000-000000000000',
      headers: { cookie: tenant },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES_HI.complaintNotFound);
    const bad = await choose('fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ language: 'भाषा चुनें: en (अंग्रेज़ी) या hi (हिन्दी)।' });
  });

  it('answers staff in English whatever the tenants chose', async () => {
    const response = await t.request({ url: '/api/v1/user/profile', headers: { cookie: admin } });
    expect(response.json().message).toBe(MESSAGES.profileFetched);
    const tenantAsStaffSees = await t.request({ url: '/api/v1/tenant/', headers: { cookie: admin } });
    expect(tenantAsStaffSees.json().message).toBe(MESSAGES.tenantsFetched);
  });

  it('refuses a value that is not a language with a message that says what to send', async () => {
    await choose('en');
    const bad = await choose('hindi');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ language: LANGUAGE_INVALID });
    expect((await choose(undefined)).statusCode).toBe(400);
    expect(await stored()).toBe('en');
  });

  it('is the tenant’s own: staff get 403, nobody signed in 401', async () => {
    expect((await choose('hi', admin)).statusCode).toBe(403);
    expect((await choose('hi', '')).statusCode).toBe(401);
    expect(await stored()).toBe('en');
  });

  it('writes the sign-in code mail in the language sent, and keeps it as the preference', async () => {
    const login = (payload: object) => t.request({ method: 'POST', url: '/api/v1/tenant/login', payload });
    const hindi = await login({ email: EMAIL, language: 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().message).toBe(MESSAGES_HI.otpSent);
    const mail = t.lastMail(EMAIL)!;
    expect(mail.subject).toBe('आपका PG Portal साइन-इन कोड');
    expect(mail.text).toMatch(/^आपका PG Portal साइन-इन कोड है \d{6}/);
    expect(mail.text).toContain('10 मिनट तक मान्य है');
    expect(await stored()).toBe('hi');

    // Without a language: the stored one.
    await login({ email: EMAIL });
    expect(t.lastMail(EMAIL)!.subject).toBe('आपका PG Portal साइन-इन कोड');

    const english = await login({ email: EMAIL, language: 'en' });
    expect(english.json().message).toBe(MESSAGES.otpSent);
    expect(t.lastMail(EMAIL)!.subject).toBe('Your PG Portal sign-in code');
    expect(await stored()).toBe('en');
    expect((await login({ email: EMAIL, language: 'xx' })).statusCode).toBe(400);
  });
});
