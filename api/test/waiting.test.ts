// What is waiting for staff (issue 42), on both databases: each kind counted and listed, of the
// current property or of every property in the caller's scope; tenants and strangers refused.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import type { DueAnswer, WaitingAnswer } from '@pgportal/contracts/responses';
import {
  complaints,
  exitStatements,
  invoices,
  paymentClaims,
  statementLines,
  tenants,
} from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { formData } from './fixtures';
import { databases, type TestApp } from './helpers';

describe.each(databases)('what is waiting on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;
  let otherTenantId: string;
  const day = today();

  const invoicesOf = async (id: string): Promise<Invoice[]> =>
    (await t.request({ url: `/api/v1/payment/tenant-invoice/${id}`, headers: { cookie: admin } })).json()
      .data;
  const waiting = async (cookie: string, scope?: 'all' | 'current') => {
    const response = await t.request({
      url: `/api/v1/waiting/${scope ? `?scope=${scope}` : ''}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: WaitingAnswer }>().data;
  };

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId, otherTenantId } = await openBillingWorld(
      database,
      plusDays(day, -20),
    ));
    const { db } = t.database;
    const [rent] = (await invoicesOf(tenantId)).filter((invoice) => invoice.invoiceType === 'RENT');
    const claimed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${rent!._id}/claims`,
      headers: { cookie: tenant },
      payload: formData({ utr: '111122223333' }),
    });
    expect(claimed.statusCode).toBe(201);
    const notice = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/my-notice',
      headers: { cookie: tenant },
      payload: { moveOutDate: plusDays(day, 40) },
    });
    expect(notice.statusCode).toBe(200);
    const [place] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    const old = new Date(Date.now() - 2 * 86_400_000);
    await db.insert(complaints).values([
      {
        tenantId,
        propertyId: place!.propertyId!,
        roomId: place!.roomId!,
        bedId: place!.bedId!,
        issue: 'Fan broken',
        createdAt: old,
      },
      // raised an hour ago: not waiting yet
      {
        tenantId,
        propertyId: place!.propertyId!,
        roomId: place!.roomId!,
        bedId: place!.bedId!,
        issue: 'Tap drips',
      },
    ]);
    await db.insert(exitStatements).values({
      tenantId,
      propertyId: place!.propertyId!,
      status: 'DISPUTED',
      moveOutDate: plusDays(day, 40),
      refundDueDate: plusDays(day, 55),
    });
    await db.insert(statementLines).values({
      propertyId: place!.propertyId!,
      lineNumber: 2,
      statementDate: day,
      narration: 'UPI/CR/998877665544/unknown',
      amountPaise: 500_000,
      reference: '998877665544',
      status: 'UNMATCHED',
    });
    // Each property: one invoice due yesterday, so overdue from today.
    const [advance] = (await invoicesOf(tenantId)).filter((invoice) => invoice.invoiceType === 'ADVANCE');
    const [other] = await invoicesOf(otherTenantId);
    await db
      .update(invoices)
      .set({ dueDate: plusDays(day, -1) })
      .where(eq(invoices.id, advance!._id));
    await db
      .update(invoices)
      .set({ dueDate: plusDays(day, -1) })
      .where(eq(invoices.id, other!._id));
    // and a claim in the other property, which the manager does not run
    await db.insert(paymentClaims).values({
      invoiceId: other!._id,
      tenantId: otherTenantId,
      propertyId: (await db.select().from(invoices).where(eq(invoices.id, other!._id)))[0]!.propertyId,
      utr: '444455556666',
      amountPaise: 100_000,
      claimedOn: day,
    });
  });
  afterAll(() => t.close());

  it('lists and counts each kind in the manager’s current property, each row naming its tenant', async () => {
    const answer = await waiting(manager);
    expect(answer.counts).toEqual({
      claims: 1,
      statementLines: 1,
      notices: 1,
      exitDisputes: 1,
      complaints: 1,
      overdue: 1,
      form3: 0,
      police: 0,
      total: 6,
    });
    expect(answer.items.map((item) => item.kind).sort()).toEqual(
      ['CLAIM', 'COMPLAINT', 'EXIT_DISPUTE', 'NOTICE', 'OVERDUE', 'STATEMENT_LINE'].sort(),
    );
    expect(new Set(answer.items.map((item) => item.propertyName))).toEqual(new Set(['Sunrise PG']));
    const claim = answer.items.find((item) => item.kind === 'CLAIM')!;
    expect(claim).toMatchObject({ tenantId, tenantName: 'asha rao', reference: '111122223333' });
    expect(claim.invoiceId).toEqual(expect.any(String));
    expect(answer.items.find((item) => item.kind === 'COMPLAINT')!.reference).toBe('Fan broken');
    expect(answer.items.find((item) => item.kind === 'NOTICE')!.reference).toBe(plusDays(day, 40));
    expect(answer.items.find((item) => item.kind === 'STATEMENT_LINE')).toMatchObject({ amount: 5000 });
  });

  it('keeps a manager to their own properties with ?scope=all; an admin sees every property', async () => {
    const managers = await waiting(manager, 'all');
    expect(managers.scope).toBe('all');
    expect(managers.counts.claims).toBe(1);
    expect(managers.items.every((item) => item.propertyName === 'Sunrise PG')).toBe(true);
    const admins = await waiting(admin, 'all');
    expect(admins.counts).toMatchObject({ claims: 2, overdue: 2 });
    expect(new Set(admins.items.map((item) => item.propertyName))).toEqual(
      new Set(['Sunrise PG', 'Lakeview Hostel']),
    );
  });

  it('refuses tenants (403) and anyone signed out (401), and a scope it does not know (400)', async () => {
    expect((await t.request({ url: '/api/v1/waiting/', headers: { cookie: tenant } })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/v1/waiting/' })).statusCode).toBe(401);
    const bad = await t.request({ url: '/api/v1/waiting/?scope=everything', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('puts the open claim on the tenant’s Dues row, with its UTR, to confirm there', async () => {
    const response = await t.request({ url: '/api/v1/payment/dues', headers: { cookie: manager } });
    const row = response.json<{ data: DueAnswer[] }>().data.find((due) => due.tenant._id === tenantId)!;
    expect(row.claim).toMatchObject({
      utr: '111122223333',
      invoice: { invoiceId: expect.stringMatching(/^INV-/) },
    });
    const others = await t.request({ url: '/api/v1/payment/dues', headers: { cookie: admin } });
    expect(others.statusCode).toBe(200);
  });

  it('drops a claim once it is confirmed', async () => {
    const claim = (await waiting(manager)).items.find((item) => item.kind === 'CLAIM')!;
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${claim.invoiceId}/claims/${claim._id}/confirm`,
      headers: { cookie: manager },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await waiting(manager)).counts.claims).toBe(0);
    const dues = await t.request({ url: '/api/v1/payment/dues', headers: { cookie: manager } });
    expect(dues.json<{ data: DueAnswer[] }>().data.every((due) => due.claim === null)).toBe(true);
  });
});
