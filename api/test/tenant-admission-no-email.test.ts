// Issue 42: a tenant admitted without an e-mail (no mail, no sign-in code, no verification link
// until one is added, which then mails it; e-mails stay unique among the ones given), and a
// guardian's landline kept as typed with its STD code. Both databases.
import { MESSAGES } from '@pgportal/contracts/messages';
import { INVALID_CONTACT_PHONE } from '@pgportal/contracts/schemas';
import { formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { tenantForm as form } from './tenants-fixtures';

describe.each(databases)('admission without an e-mail on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const add = (fields: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/v1/tenant/add', headers: { cookie: admin }, payload: formData(fields) });
  const update = (id: string, fields: Record<string, string>) =>
    t.request({ method: 'PUT', url: `/api/v1/tenant/update/${id}`, headers: { cookie: admin }, payload: formData(fields) });
  const resend = (id: string) =>
    t.request({ method: 'POST', url: `/api/v1/tenant/resend-verification-token/${id}`, headers: { cookie: admin } });

  it('admits two tenants without an e-mail, mails nobody, and refuses to resend a link', async () => {
    const first = await add(form({ email: '', fullName: 'Ramu Kaka', phoneNumber: '9876511111' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ email: '', isVerified: false });
    const second = await add(form({ email: '  ', fullName: 'Shyam Kaka', phoneNumber: '9876522222' }));
    expect(second.statusCode).toBe(201);
    // an old client's form without the field at all
    const { email: _dropped, ...withoutEmail } = form({ fullName: 'Old Client', phoneNumber: '9876533333' });
    expect((await add(withoutEmail)).statusCode).toBe(201);
    expect(t.mailsTo('')).toEqual([]);

    const refused = await resend(first.json().data._id as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TENANT_HAS_NO_EMAIL', message: MESSAGES.tenantHasNoEmail });
  });

  it('mails the verification link once an e-mail is added, and keeps e-mails unique', async () => {
    const id = (await add(form({ email: '', fullName: 'Later Mail', phoneNumber: '9876544444' }))).json().data
      ._id as string;
    const added = await update(id, form({ email: 'Later.Mail@Example.com', fullName: 'Later Mail', phoneNumber: '9876544444' }));
    expect(added.statusCode).toBe(200);
    expect(added.json().data.email).toBe('later.mail@example.com');
    expect(t.lastMail('later.mail@example.com')!.text).toMatch(/verify\?token=/);

    const taken = await add(form({ email: 'later.mail@example.com', fullName: 'Copy Cat', phoneNumber: '9876555555' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: MESSAGES.emailInUse });
  });

  it('cannot ask for a sign-in code without an e-mail', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/tenant/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
  });

  it("keeps a guardian's landline as typed, and refuses a number that is neither mobile nor landline", async () => {
    const guardian = (contactNumber: string) =>
      form({
        email: '',
        profession: 'STUDENT',
        phoneNumber: '9876566666',
        localGuardian: JSON.stringify({ name: 'Uncle', contactNumber, location: 'Lucknow' }),
        emergencyContact: JSON.stringify({ name: 'Mother', relation: 'Mother', phone: '080-2345  6789' }),
      });
    const kept = await add(guardian('(0522) 2345678'));
    expect(kept.statusCode).toBe(201);
    const id = kept.json().data._id as string;
    const details = await t.request({ url: `/api/v1/tenant/fetch/${id}`, headers: { cookie: admin } });
    expect(details.json().data.localGuardian).toMatchObject({ contactNumber: '(0522) 2345678' });
    expect(details.json().data.emergencyContact).toMatchObject({ phone: '080-2345 6789' });

    const refused = await add(guardian('0522-2345'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ 'localGuardian.contactNumber': INVALID_CONTACT_PHONE });
  });
});
