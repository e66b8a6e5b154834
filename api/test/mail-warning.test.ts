// A manager is added even when the verification mail fails; the answer carries a warning.
import { VERIFICATION_MAIL_FAILED } from '../src/routes/users';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('adding a manager when mail fails, on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, {
      mailer: {
        send: async () => {
          throw new Error('SMTP is down');
        },
        kind: 'smtp',
        close: () => undefined,
      },
    });
  });
  afterAll(() => t.close());

  it('answers 201 with the success message and the warning', async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Ravi Kumar',
      email: 'ravi.k@example.com',
      phoneNumber: '9876543210',
      role: 'MANAGER',
    }))
      body.set(key, value);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/user/add',
      headers: { cookie: await t.cookieFor('staff', 'admin@example.com') },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Manager Added Successfully',
      data: { email: 'ravi.k@example.com', isVerified: false },
      warnings: [VERIFICATION_MAIL_FAILED],
    });
  });
});
