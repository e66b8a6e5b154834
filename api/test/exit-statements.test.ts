// Issue 24, exit statements: a statement follows a notice; staff save versions (JSON or multipart
// with photos, non-images 415), send it (the tenant is mailed), the tenant disputes with a comment,
// staff amend and send again, the tenant accepts; every version is kept; scope answers 404.
import { eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { tenants } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { exitCalls, giveNotice, seatedTenant, url } from './exits-fixtures';
import { formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { addPropertyVia } from './properties-fixtures';

describe.each(databases)('exit statements on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let calls: ReturnType<typeof exitCalls>;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    calls = exitCalls(t);
  });
  afterAll(() => t.close());

  const withPhoto = (tenantId: string, deductions: object[], file: Buffer, name = 'wall.png') =>
    t.request({
      method: 'PUT',
      url: url(API.tenant.exitStatement(tenantId)),
      headers: { cookie: manager },
      payload: formData({ deductions: JSON.stringify(deductions) }, { 'photos.0': { content: file, name } }),
    });

  it('goes from notice to a sent, disputed, amended and accepted statement, keeping every version', async () => {
    const { tenantId, email } = await seatedTenant(t, admin);
    expect((await calls.get(manager, tenantId)).json().data).toBeNull();
    const early = await calls.save(manager, tenantId, { deductions: [] });
    expect([early.statusCode, early.json().message]).toEqual([409, MESSAGES.exitStatementNeedsNotice]);

    await giveNotice(t, tenantId);
    const opened = (await calls.get(manager, tenantId)).json().data;
    expect(opened).toMatchObject({
      status: 'DRAFT',
      version: 0,
      depositHeld: 10000,
      outstandingTotal: 10500.5,
      deductionsTotal: 0,
      refund: -500.5,
      moveOutDate: plusDays(today(), 10),
      refundDueDate: plusDays(today(), 25),
    });
    expect(opened.outstanding).toEqual([expect.objectContaining({ type: 'RENT', outstanding: 10500.5 })]);

    const bad = await calls.save(manager, tenantId, { deductions: [{ reason: '', amount: -5 }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['deductions.0.reason', 'deductions.0.amount']),
    );
    const notImage = await withPhoto(tenantId, [{ reason: 'Wall paint', amount: 1500 }], PDF, 'wall.pdf');
    expect(notImage.statusCode).toBe(415);

    const first = await withPhoto(tenantId, [{ reason: 'Wall paint', amount: 1500 }], PNG);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ version: 1, deductionsTotal: 1500, refund: -2000.5 });
    const photo = first.json().data.deductions[0].photos[0];
    expect(photo.url).toMatch(/^\/api\/v1\/files\/exit-photos\//);
    expect(
      (await t.request({ method: 'GET', url: photo.url, headers: { cookie: manager } })).statusCode,
    ).toBe(200);

    const tenantCookie = await t.cookieFor('tenant', email);
    expect((await calls.mine(tenantCookie)).json().data).toBeNull();
    const sent = await calls.send(manager, tenantId);
    expect([sent.statusCode, sent.json().data.status]).toEqual([200, 'SENT']);
    expect(t.lastMail(email)?.text).toContain('/tenant/exit');
    expect((await calls.send(manager, tenantId)).statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: photo.url, headers: { cookie: tenantCookie } })).statusCode,
    ).toBe(200);

    const empty = await calls.dispute(tenantCookie, ' ');
    expect(empty.statusCode).toBe(400);
    const disputed = await calls.dispute(tenantCookie, 'The wall was already stained when I moved in.');
    expect(disputed.json().data).toMatchObject({
      status: 'DISPUTED',
      tenantComment: 'The wall was already stained when I moved in.',
    });
    expect((await calls.accept(tenantCookie)).statusCode).toBe(409);
    const blocked = await calls.settle(manager, tenantId);
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, MESSAGES.exitStatementDisputedOpen]);

    const amended = await calls.save(manager, tenantId, {
      deductions: [{ reason: 'Wall paint (half)', amount: 750, photoIds: [photo.id] }],
    });
    expect(amended.json().data).toMatchObject({ status: 'DRAFT', version: 2, deductionsTotal: 750 });
    expect(amended.json().data.deductions[0].photos).toHaveLength(1);
    // the tenant still sees the version they answered until the next one is sent
    expect((await calls.mine(tenantCookie)).json().data).toMatchObject({ version: 1, status: 'DISPUTED' });
    await calls.send(manager, tenantId);
    const accepted = await calls.accept(tenantCookie);
    expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', version: 2, refund: -1250.5 });

    const staffView = (await calls.get(manager, tenantId)).json().data;
    expect(
      staffView.versions.map((version: { number: number; response: string }) => [
        version.number,
        version.response,
      ]),
    ).toEqual([
      [1, 'DISPUTED'],
      [2, 'ACCEPTED'],
    ]);

    const pdf = await t.request({
      method: 'GET',
      url: url(API.tenant.exitStatementDownload(tenantId)),
      headers: { cookie: manager },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(pdf.rawPayload);
    for (const expected of [
      'EXIT STATEMENT',
      'Deposit held',
      '₹10,000.00',
      'Wall paint (half)',
      'The tenant still owes',
      '₹1,250.50',
    ]) {
      expect(text).toContain(expected);
    }
    const own = await t.request({
      method: 'GET',
      url: url(API.tenant.myExitStatementDownload),
      headers: { cookie: tenantCookie },
    });
    expect(await pdfTextOf(own.rawPayload)).toContain('Accepted by the tenant');
  });

  it('answers 404 to a manager of another property and to another tenant', async () => {
    const elsewhere = await addPropertyVia(t, admin, `Exit Elsewhere ${Date.now()}`);
    const far = await seatedTenant(t, admin, elsewhere);
    await giveNotice(t, far.tenantId, elsewhere);
    const near = await seatedTenant(t, admin);
    await giveNotice(t, near.tenantId);
    expect((await calls.get(admin, far.tenantId)).statusCode).toBe(200);
    for (const response of [
      await calls.get(manager, far.tenantId),
      await calls.save(manager, far.tenantId, { deductions: [] }),
      await calls.send(manager, far.tenantId),
      await calls.settle(manager, far.tenantId),
      await t.request({
        method: 'GET',
        url: url(API.tenant.exitStatementDownload(far.tenantId)),
        headers: { cookie: manager },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    // a tenant's own routes read only their own statement; a photo of another's answers 404
    const saved = await withPhoto(near.tenantId, [{ reason: 'Lost key', amount: 200 }], PNG);
    await calls.send(manager, near.tenantId);
    const otherTenant = await t.cookieFor('tenant', far.email);
    expect((await calls.mine(otherTenant)).json().data).toBeNull();
    expect((await calls.accept(otherTenant)).statusCode).toBe(404);
    const photoUrl = saved.json().data.deductions[0].photos[0].url;
    expect(
      (await t.request({ method: 'GET', url: photoUrl, headers: { cookie: otherTenant } })).statusCode,
    ).toBe(404);
    // staff routes refuse tenants, tenant routes refuse staff
    expect((await calls.get(otherTenant, near.tenantId)).statusCode).toBe(403);
    expect((await calls.mine(manager)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, near.tenantId));
    expect(row?.bedId).not.toBeNull();
  });
});
