// Issue 44: an exit statement's PDF carries the verify QR code once a version is saved; the token
// verifies as genuine with the statement's current refund, and a preview before any version has
// no code. Both databases.
import { API } from '@pgportal/contracts/api-paths';
import { exitCalls, giveNotice, seatedTenant, url } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';

describe.each(databases)('exit statement verify on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  it('signs a saved statement’s PDF and verifies it with the refund as it stands', async () => {
    const calls = exitCalls(t);
    const { tenantId } = await seatedTenant(t, admin);
    await giveNotice(t, tenantId);
    const download = () =>
      t.request({ url: url(API.tenant.exitStatementDownload(tenantId)), headers: { cookie: manager } });
    const preview = await download();
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['x-verify-url']).toBeUndefined();

    expect((await calls.save(manager, tenantId, { deductions: [{ reason: 'Wall paint', amount: 1500 }] })).statusCode).toBe(200);
    const saved = await download();
    const verifyUrl = saved.headers['x-verify-url'] as string;
    expect(verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
    expect(await pdfTextOf(saved.rawPayload)).toContain('Scan to check this statement is genuine at');
    const token = verifyUrl.split('/verify/')[1]!;
    const answer = (await t.request({ url: `/api/v1/verify/${token}` })).json().data;
    expect(answer).toMatchObject({
      status: 'GENUINE',
      kind: 'EXIT_STATEMENT',
      number: 'Exit statement, version 1 (draft)',
      property: 'Sunrise PG',
      amount: -2000.5,
    });
    const page = await t.request({ url: `/verify/${token}` });
    expect(page.body).toContain('<h1 id="result">Genuine</h1>');
    expect(page.body).toContain('Exit statement');
  });
});
