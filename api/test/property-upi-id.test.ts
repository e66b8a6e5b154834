// A property's UPI ID decides where every tenant's payment goes: only an admin may change it, and
// every change is mailed to every admin (SUPER_ADMIN and OWNER) with the old and new value, who and when.
import { eq } from 'drizzle-orm';
import { properties, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { istTimestamp } from '../src/mail/upi-id-mails';
import { createTestApp, databases, type TestApp } from './helpers';
import { propertyFields } from './properties-fixtures';

const SUBJECT = 'The UPI ID of Sunrise PG was changed';

describe.each(databases)('the UPI ID of a property on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    await t.database.db.insert(users).values([
      { name: 'Owner One', email: 'owner@example.com', role: 'OWNER', isVerified: true },
      { name: 'Gone Admin', email: 'gone@example.com', role: 'SUPER_ADMIN', deletedAt: new Date() },
    ]);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const update = (cookie: string, fields: Record<string, string>) =>
    t.request({
      method: 'PUT',
      url: `/api/v1/property/update/${DEMO_PROPERTY_ID}`,
      headers: { cookie },
      payload: { ...propertyFields('Sunrise PG'), ...fields },
    });
  const stored = async () =>
    (await t.database.db.select().from(properties).where(eq(properties.id, DEMO_PROPERTY_ID)))[0]!;
  const upiMails = (to: string) => t.mailsTo(to).filter((mail) => mail.subject === SUBJECT);

  it('refuses a manager who changes or removes it (403) and saves nothing of that update', async () => {
    const seededDescription = (await stored()).description;
    for (const upiId of ['thief@okaxis', '']) {
      const response = await update(manager, { upiId, description: 'Changed by the manager' });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { success: false, code: 'FORBIDDEN', message: 'Only an admin can change the UPI ID.' },
      ]);
    }
    const row = await stored();
    expect([row.upiId, row.description]).toEqual(['sunrisepg@okaxis', seededDescription]);
    expect(upiMails('admin@example.com')).toEqual([]);
  });

  it('lets a manager update the rest, sending the same UPI ID or none', async () => {
    const same = await update(manager, { upiId: ' sunrisepg@okaxis ', description: 'Near the lake' });
    expect([same.statusCode, same.json().data.upiId]).toEqual([200, 'sunrisepg@okaxis']);
    const none = await update(manager, { description: 'Near the park' });
    expect([none.statusCode, none.json().data.upiId]).toEqual([200, 'sunrisepg@okaxis']);
    expect(await stored()).toMatchObject({ upiId: 'sunrisepg@okaxis', description: 'Near the park' });
    expect(upiMails('admin@example.com')).toEqual([]);
  });

  it('lets an admin change it and mails every admin the old and new value, who and when', async () => {
    const response = await update(admin, { upiId: 'sunrise.new@okhdfc' });
    expect([response.statusCode, response.json().data.upiId]).toEqual([200, 'sunrise.new@okhdfc']);
    expect((await stored()).upiId).toBe('sunrise.new@okhdfc');
    const { updatedAt } = await stored();
    for (const to of ['admin@example.com', 'owner@example.com']) {
      const mails = upiMails(to);
      expect([to, mails.length]).toEqual([to, 1]);
      expect(mails[0]!.text).toContain('Old UPI ID: sunrisepg@okaxis');
      expect(mails[0]!.text).toContain('New UPI ID: sunrise.new@okhdfc');
      expect(mails[0]!.text).toContain('Changed by: Administrator (admin@example.com)');
      expect(mails[0]!.text).toContain(`When: ${istTimestamp(updatedAt)}`);
    }
    expect(upiMails('manager@example.com')).toEqual([]);
    expect(upiMails('gone@example.com')).toEqual([]);
    // Sent again unchanged, or left out (SPEC §7's form has no UPI ID): kept, and no mail.
    expect((await update(admin, { upiId: 'sunrise.new@okhdfc' })).statusCode).toBe(200);
    expect((await update(admin, {})).json().data.upiId).toBe('sunrise.new@okhdfc');
    expect(upiMails('admin@example.com')).toHaveLength(1);
  });

  it('mails a removal too', async () => {
    expect((await update(admin, { upiId: '' })).json().data.upiId).toBe('');
    const [mail] = upiMails('owner@example.com');
    expect(mail!.text).toContain('Old UPI ID: sunrise.new@okhdfc');
    expect(mail!.text).toContain('New UPI ID: (none)');
  });
});
