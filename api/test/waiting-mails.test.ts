// Staff hear of what waits (issue 42), on both databases: a mail per claim, notice or dispute by
// default, to the property's managers and the admins only; or, when they choose it on their Account,
// one digest a day from the billing job, sent once however often the job runs.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import { exitStatements, exitStatementVersions, users } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { mailWaitingDigests } from '../src/services/waiting/digest';
import { openBillingWorld } from './billing-world';
import { formData } from './fixtures';
import { databases, type TestApp } from './helpers';

describe.each(databases)('mails of what waits on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;
  const day = today();
  const MANAGER = 'billing-manager@example.com';
  const ADMIN = 'admin@example.com';
  const OUTSIDER = 'lakeview-manager@example.com';

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId } = await openBillingWorld(database, plusDays(day, -20)));
    // a manager of another property only: never mailed of this one's tenants
    await t.database.db.insert(users).values({ name: 'Lake Manager', email: OUTSIDER, role: 'MANAGER', isVerified: true });
  });
  afterAll(() => t.close());

  const subjects = (to: string) => t.mailsTo(to).map((mail) => mail.subject);

  it('mails the property’s staff at once when a tenant claims a payment, with the UTR and where to confirm it', async () => {
    const invoices: Invoice[] = (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } })
    ).json().data;
    const rent = invoices.find((invoice) => invoice.invoiceType === 'RENT')!;
    const claimed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${rent._id}/claims`,
      headers: { cookie: tenant },
      payload: formData({ utr: '222233334444' }),
    });
    expect(claimed.statusCode).toBe(201);
    const mail = t.lastMail(MANAGER)!;
    expect(mail.subject).toBe('Payment to confirm: Asha Rao');
    expect(mail.text).toContain(`Asha Rao at Sunrise PG says they paid`);
    expect(mail.text).toContain(`for ${rent.invoiceId}, UTR 222233334444`);
    expect(mail.text).toContain('/app/dashboard');
    expect(subjects(ADMIN)).toContain('Payment to confirm: Asha Rao');
    expect(subjects(OUTSIDER)).toEqual([]);
  });

  it('mails them when a tenant gives notice, and when a tenant disputes an exit statement', async () => {
    const moveOut = plusDays(day, 40);
    const notice = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/my-notice',
      headers: { cookie: tenant },
      payload: { moveOutDate: moveOut },
    });
    expect(notice.statusCode).toBe(200);
    expect(t.lastMail(MANAGER)!.subject).toBe('Notice given: Asha Rao');
    expect(t.lastMail(MANAGER)!.text).toContain(`/app/tenants/view/${tenantId}`);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/tenant/${tenantId}/exit-statement`,
      headers: { cookie: manager },
      payload: { deductions: [] },
    });
    expect(saved.statusCode).toBe(200);
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/exit-statement/send`,
      headers: { cookie: manager },
    });
    expect(sent.statusCode).toBe(200);
    const disputed = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/my-exit-statement/dispute',
      headers: { cookie: tenant },
      payload: { comment: 'The fan was broken when I came' },
    });
    expect(disputed.statusCode).toBe(200);
    const mail = t.lastMail(MANAGER)!;
    expect(mail.subject).toBe('Exit statement disputed: Asha Rao');
    expect(mail.text).toContain('“The fan was broken when I came”');
    expect(subjects(OUTSIDER)).toEqual([]);
  });

  it('sends one digest a day instead to whoever chose it on their Account, listing yesterday’s events', async () => {
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/v1/user/update-profile-details',
      headers: { cookie: manager },
      payload: { name: 'Billing Manager', phoneNumber: '9876543211', email: MANAGER, waitingMail: 'DIGEST' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.waitingMail).toBe('DIGEST');
    const before = t.mailsTo(MANAGER).length;
    // a new event now: no mail to the manager (digest), one to the admin (each)
    await t.database.db
      .update(exitStatementVersions)
      .set({ respondedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(exitStatementVersions.response, 'DISPUTED'));
    const [statement] = await t.database.db.select().from(exitStatements);
    expect(statement).toBeDefined();
    // Tomorrow's run lists today's events; today's run listed yesterday's (the dispute moved there).
    const deps = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    expect(await mailWaitingDigests(deps, day)).toBe(1);
    expect(await mailWaitingDigests(deps, day)).toBe(0); // once a day
    const digest = t.lastMail(MANAGER)!;
    expect(t.mailsTo(MANAGER)).toHaveLength(before + 1);
    expect(digest.subject).toBe('Waiting for you: 1 thing new yesterday');
    expect(digest.text).toContain('Asha Rao at Sunrise PG disputed their exit statement');
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await mailWaitingDigests(deps, plusDays(day, 1), tomorrow)).toBe(1);
    const next = t.lastMail(MANAGER)!;
    expect(next.text).toContain('says they paid');
    expect(next.text).toContain('gave notice');
  });
});
