// Issue 42: a tenant who left their bed answers `movedOutOn` (the day they left) in the Tenants
// list and their details; one on a bed, or never on one, answers null. Both databases.
import type { Tenant, TenantListItem } from '@pgportal/contracts/types';
import { today } from '../src/services/calendar';
import { databases, type TestApp } from './helpers';
import { openDuesWorld, type DuesWorld } from './tenant-dues-world';

describe.each(databases)('moved-out tenants on $name', (database) => {
  let t: TestApp;
  let world: DuesWorld;

  beforeAll(async () => {
    world = await openDuesWorld(database);
    ({ t } = world);
  });
  afterAll(() => t.close());

  it('names the day they moved out in the list, null for the others', async () => {
    const response = await t.request({ url: '/api/v1/tenant?page=1&limit=50', headers: { cookie: world.manager } });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: TenantListItem[] }>().data;
    const byId = Object.fromEntries(rows.map((row) => [row._id, row]));
    expect(byId[world.ids.meera]!.movedOutOn).toBe(today());
    expect(byId[world.ids.kiran]!.movedOutOn).toBe(today());
    expect(byId[world.ids.asha]!.movedOutOn).toBeNull();
    expect(byId[world.ids.neha]!.movedOutOn).toBeNull();
  });

  it("names it in the tenant's details too", async () => {
    const response = await t.request({ url: `/api/v1/tenant/fetch/${world.ids.meera}`, headers: { cookie: world.manager } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Tenant }>().data).toMatchObject({ bedId: null, movedOutOn: today() });
  });
});
