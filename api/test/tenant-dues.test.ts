// Who owes: the tenants list's due amount, Overdue mark, filters (owes, overdue, not on a bed,
// left but owes) and sort by amount due, in the caller's scope; and the property's collection
// this month (its Monthly Revenue), on both databases.
import type { Invoice, TenantListItem } from '@pgportal/contracts/types';
import { today } from '../src/services/calendar';
import { databases, type TestApp } from './helpers';
import { openDuesWorld, type DuesWorld } from './tenant-dues-world';

describe.each(databases)('who owes on $name', (database) => {
  let t: TestApp;
  let world: DuesWorld;

  beforeAll(async () => {
    world = await openDuesWorld(database);
    ({ t } = world);
  });
  afterAll(() => t.close());

  const list = async (query: string, cookie = world.manager) => {
    const response = await t.request({ url: `/api/v1/tenant/${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TenantListItem[]; pagination?: { total: number } }>();
  };
  const names = async (query: string, cookie?: string) =>
    (await list(query, cookie)).data.map((tenant) => tenant.fullName.split(' ')[0]);
  const invoicesOf = async (id: string) =>
    (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${id}`, headers: { cookie: world.manager } })
    ).json<{ data: Invoice[] }>().data;
  const pay = async (invoice: Invoice, amount: number) => {
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${invoice._id}/pay`,
      payload: { paymentMode: 'CASH', paidAt: today(), amount },
      headers: { cookie: world.manager },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Invoice }>().data;
  };

  beforeAll(async () => {
    const [ravisRent] = await invoicesOf(world.ids.ravi);
    await pay(ravisRent!, 1000.75);
    const [meerasRent] = await invoicesOf(world.ids.meera);
    await pay(meerasRent!, 7000);
  });

  it('shows each tenant’s due amount, exact to the paisa, and Overdue where any invoice is late', async () => {
    const { data } = await list('');
    const dues = Object.fromEntries(
      data.map((row) => [row.fullName.split(' ')[0], [row.dueAmount, row.overdue]]),
    );
    expect(dues).toEqual({
      asha: [19500.5, true],
      ravi: [4999.25, false],
      meera: [0, false],
      kiran: [5000.25, true],
      neha: [0, false],
    });
    const details = await t.request({
      url: `/api/v1/tenant/fetch/${world.ids.asha}`,
      headers: { cookie: world.manager },
    });
    expect(details.json().data).toMatchObject({ dueAmount: 19500.5, overdue: true });
  });

  it('filters by owes, overdue, not on a bed and left but owes, with their totals', async () => {
    expect(await names('?owes=true')).toEqual(['kiran', 'ravi', 'asha']);
    expect(await names('?owes=false')).toEqual(['neha', 'meera']);
    expect(await names('?overdue=true')).toEqual(['kiran', 'asha']);
    expect(await names('?assigned=false')).toEqual(['neha', 'kiran', 'meera']);
    expect(await names('?left=true')).toEqual(['kiran']);
    expect(await names('?owes=true&assigned=true')).toEqual(['ravi', 'asha']);
    expect(await names('?owes=true&search=ASHA')).toEqual(['asha']);
    expect((await list('?owes=true&page=1&limit=2')).pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(await names('?owes=true&page=2&limit=2')).toEqual(['asha']);
    expect((await list('?left=true&page=1&limit=20')).pagination).toMatchObject({ total: 1 });
  });

  it('sorts by amount due, most first or least first, newest first among equals', async () => {
    expect(await names('?sort=-dueAmount')).toEqual(['asha', 'kiran', 'ravi', 'neha', 'meera']);
    expect(await names('?sort=dueAmount')).toEqual(['neha', 'meera', 'ravi', 'kiran', 'asha']);
    expect(await names('?sort=-dueAmount&page=1&limit=2')).toEqual(['asha', 'kiran']);
    expect(await names('?sort=-dueAmount&owes=true&page=2&limit=2')).toEqual(['ravi']);
  });

  it('keeps each manager to their own properties', async () => {
    expect(await names('?owes=true', world.otherManager)).toEqual(['other']);
    expect(await names('?left=true', world.otherManager)).toEqual([]);
    expect(await names('?sort=-dueAmount', world.otherManager)).toEqual(['other']);
    const { data } = await list('?owes=true', world.otherManager);
    expect(data[0]).toMatchObject({ dueAmount: 4000, overdue: true });
  });

  it('refuses filter and sort values it does not know', async () => {
    for (const query of ['?owes=yes', '?overdue=1', '?left=maybe', '?sort=name']) {
      const response = await t.request({
        url: `/api/v1/tenant/${query}`,
        headers: { cookie: world.manager },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('a payment or a reversal changes the amounts at once', async () => {
    const [kiransRent] = await invoicesOf(world.ids.kiran);
    const paid = await pay(kiransRent!, 5000.25);
    expect(await names('?left=true')).toEqual([]);
    const reversed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${paid._id}/reverse`,
      payload: { paymentId: paid.payments[0]!._id },
      headers: { cookie: world.manager },
    });
    expect(reversed.statusCode).toBe(200);
    expect(await names('?left=true')).toEqual(['kiran']);
  });

  it('gives the property page this month’s collection: payments minus reversals', async () => {
    const property = async (id: string, cookie = world.manager) =>
      t.request({ url: `/api/v1/property/${id}`, headers: { cookie } });
    const answer = await property(world.propertyId);
    expect(answer.statusCode).toBe(200);
    // 1,000.75 + 7,000 + 5,000.25 − 5,000.25
    expect(answer.json().data.monthlyRevenue).toBe(8000.75);
    expect((await property(world.propertyId, world.otherManager)).statusCode).toBe(404);
  });
});
