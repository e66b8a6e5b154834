// Issue 42: the Dues page's WhatsApp reminder, written by the server in the tenant's language:
// the amount, the due date and a link to the tenant's Billing page (PUBLIC_URL + /tenant/billing),
// on both databases; a tenant may not read it.
import type { DueAnswer } from '@pgportal/contracts/responses';
import { eq } from 'drizzle-orm';
import { tenants } from '../src/db/schema';
import { databases, ORIGIN, type TestApp } from './helpers';
import { openDuesWorld, type DuesWorld } from './tenant-dues-world';

describe.each(databases)('the WhatsApp reminder text on $name', (database) => {
  let t: TestApp;
  let world: DuesWorld;

  beforeAll(async () => {
    world = await openDuesWorld(database);
    ({ t } = world);
    await t.database.db.update(tenants).set({ language: 'hi' }).where(eq(tenants.id, world.ids.ravi));
  });
  afterAll(() => t.close());

  const rowOf = async (tenantId: string) => {
    const response = await t.request({ url: '/api/v1/payment/dues', headers: { cookie: world.manager } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DueAnswer[] }>().data.find((row) => row.tenant._id === tenantId)!;
  };

  it('names the amount, the due date and the Billing link, in English', async () => {
    const row = await rowOf(world.ids.asha);
    expect(row.tenant.language).toBe('en');
    expect(row.reminderText).toContain('Hello Asha Dues');
    expect(row.reminderText).toContain('₹19,500.50 is due');
    const [year, month, day] = row.dueDate.split('-').map(Number);
    const month3 = new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(row.reminderText).toContain(`(since ${day} ${month3} ${year})`);
    expect(row.reminderText).toContain(`See your bill and pay: ${ORIGIN}/tenant/billing`);
  });

  it("writes it in Hindi for a tenant who reads Hindi", async () => {
    const row = await rowOf(world.ids.ravi);
    expect(row.tenant.language).toBe('hi');
    expect(row.reminderText).toMatch(/^नमस्ते Ravi Dues, याद दिला रहे हैं कि आपका ₹6,000 बकाया है \(.+ से देय\)।/);
    expect(row.reminderText).toContain(`अपना बिल देखें और भुगतान करें: ${ORIGIN}/tenant/billing`);
    expect(row.reminderText).toContain('धन्यवाद।');
    expect(row.reminderText).not.toContain('Hello');
  });

  it('is not read by a tenant', async () => {
    const cookie = await t.cookieFor('tenant', 'asha@dues.example.com');
    const response = await t.request({ url: '/api/v1/payment/dues', headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });
});
