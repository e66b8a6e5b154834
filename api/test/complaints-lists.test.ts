// Complaint lists (all, mine: paged, searched, filtered) and the demo complaint of the seed.
import type { Complaint } from '@pgportal/contracts/types';
import { DEMO_PROPERTY_ID, seed } from '../src/db/seed';
import { DEMO_COMPLAINT_ISSUE } from '../src/db/seed-complaints';
import { addRoom, putOnBed, tenantIdOf } from './complaints-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('complaint lists and the demo complaint on $name', (database) => {
  describe('lists', () => {
    let fresh: TestApp;
    const cookies = {} as Record<'admin' | 'manager' | 'tenant' | 'neighbour' | 'far', string>;
    beforeAll(async () => {
      // A database of its own, so the counts below are exact.
      fresh = await createTestApp(database);
      const db = fresh.database.db;
      const otherProperty = await addProperty(db, 'Far Away PG');
      const near = await addRoom(db, DEMO_PROPERTY_ID, '101', 2);
      const far = await addRoom(db, otherProperty, '900', 1);
      const places = {
        tenant: { propertyId: DEMO_PROPERTY_ID, roomId: near.roomId, bedId: near.bedIds[0]! },
        neighbour: { propertyId: DEMO_PROPERTY_ID, roomId: near.roomId, bedId: near.bedIds[1]! },
        far: { propertyId: otherProperty, roomId: far.roomId, bedId: far.bedIds[0]! },
      };
      await putOnBed(db, await tenantIdOf(db, 'tenant@example.com'), places.tenant);
      await putOnBed(db, await addTenant(db, 'neighbour@example.com', DEMO_PROPERTY_ID), places.neighbour);
      await putOnBed(db, await addTenant(db, 'far@example.com', otherProperty), places.far);
      for (const who of ['admin', 'manager'] as const)
        cookies[who] = await fresh.cookieFor('staff', `${who}@example.com`);
      for (const who of ['tenant', 'neighbour', 'far'] as const)
        cookies[who] = await fresh.cookieFor('tenant', `${who}@example.com`);
      const add = (who: 'tenant' | 'neighbour' | 'far', issue: string) =>
        fresh.request({
          method: 'POST',
          url: '/api/v1/complaint/create',
          headers: { cookie: cookies[who] },
          payload: { issue, category: 'OTHER', ...places[who] },
        });
      for (const issue of ['Fan broken', 'Tap leaks', 'Wi-Fi slow']) await add('tenant', issue);
      await add('neighbour', 'Noisy neighbours');
      const far1 = (await add('far', 'Far issue')).json().data._id as string;
      await fresh.request({
        method: 'PUT',
        url: `/api/v1/complaint/review/${far1}`,
        headers: { cookie: cookies.admin },
        payload: { status: 'REJECTED', note: 'Outside our property' },
      });
    });
    afterAll(() => fresh.close());

    const issues = async (who: string, url: string) => {
      const response = await fresh.request({ method: 'GET', url, headers: { cookie: who } });
      expect(response.statusCode).toBe(200);
      return (response.json().data as Complaint[]).map((complaint) => complaint.issue);
    };

    it('gives a tenant their own complaints, newest first', async () => {
      expect(await issues(cookies.tenant, '/api/v1/complaint/my-complaints')).toEqual([
        'Wi-Fi slow',
        'Tap leaks',
        'Fan broken',
      ]);
      expect(await issues(cookies.far, '/api/v1/complaint/my-complaints')).toEqual(['Far issue']);
      const staff = await fresh.request({
        method: 'GET',
        url: '/api/v1/complaint/all',
        headers: { cookie: cookies.tenant },
      });
      expect([staff.statusCode, staff.json()]).toEqual([
        403,
        { success: false, code: 'FORBIDDEN', message: 'Only staff can see all complaints.' },
      ]);
    });

    it("gives staff their current property's complaints, and with scope=all every one in their scope", async () => {
      expect(await issues(cookies.admin, '/api/v1/complaint/all')).toHaveLength(4);
      expect(await issues(cookies.admin, '/api/v1/complaint/all?scope=all')).toHaveLength(5);
      expect(await issues(cookies.manager, '/api/v1/complaint/all?scope=all')).toHaveLength(4);
      expect(await issues(cookies.admin, '/api/v1/complaint/all?scope=all&status=REJECTED')).toEqual([
        'Far issue',
      ]);
      expect(await issues(cookies.manager, '/api/v1/complaint/all?status=REJECTED')).toEqual([]);
    });

    it('searches the issue and the tenant, and pages', async () => {
      expect(await issues(cookies.admin, '/api/v1/complaint/all?search=LEAK')).toEqual(['Tap leaks']);
      expect(await issues(cookies.admin, '/api/v1/complaint/all?search=demo%20tenant')).toHaveLength(3);
      expect(await issues(cookies.admin, '/api/v1/complaint/all?search=100%25')).toEqual([]);
      const page = await fresh.request({
        method: 'GET',
        url: '/api/v1/complaint/all?page=2&limit=3',
        headers: { cookie: cookies.admin },
      });
      expect(page.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
      expect(page.json().data.map((complaint: Complaint) => complaint.issue)).toEqual(['Fan broken']);
      // a page (its complaints read before their images and history) is the whole list's slice
      const read = async (url: string) =>
        (await fresh.request({ method: 'GET', url, headers: { cookie: cookies.admin } })).json()
          .data as Complaint[];
      const whole = await read('/api/v1/complaint/all');
      expect(whole.every((complaint) => complaint.history.length > 0)).toBe(true);
      for (const pageNumber of [1, 2, 3, 4])
        expect(await read(`/api/v1/complaint/all?page=${pageNumber}&limit=1`)).toEqual(
          whole.slice(pageNumber - 1, pageNumber),
        );
      // each listed complaint is the complaint's own answer (read apart, by drizzle's mapping)
      for (const complaint of whole) {
        const own = await fresh.request({
          method: 'GET',
          url: `/api/v1/complaint/${complaint._id}`,
          headers: { cookie: cookies.admin },
        });
        expect(own.json().data).toEqual(complaint);
      }
      // filters, a search and a page together
      expect(await read('/api/v1/complaint/all?scope=all&category=OTHER&search=i&page=2&limit=2')).toEqual(
        (await read('/api/v1/complaint/all?scope=all&category=OTHER&search=i')).slice(2, 4),
      );
      expect(await read('/api/v1/complaint/all?category=FOOD')).toEqual([]);
      const bad = await fresh.request({
        method: 'GET',
        url: '/api/v1/complaint/all?status=LATE',
        headers: { cookie: cookies.admin },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  it('seeds one demo complaint for the demo tenant once they are on a bed, once', async () => {
    const demo = await createTestApp(database);
    try {
      const db = demo.database.db;
      const tenantCookie = await demo.cookieFor('tenant', 'tenant@example.com');
      const mine = async () =>
        (
          await demo.request({
            method: 'GET',
            url: '/api/v1/complaint/my-complaints',
            headers: { cookie: tenantCookie },
          })
        ).json().data as Complaint[];
      expect(await mine()).toEqual([]);
      const room = await addRoom(db, DEMO_PROPERTY_ID, '7', 1);
      await putOnBed(db, await tenantIdOf(db, 'tenant@example.com'), {
        propertyId: DEMO_PROPERTY_ID,
        roomId: room.roomId,
        bedId: room.bedIds[0]!,
      });
      const options = { superAdminEmail: 'admin@example.com', seedDemo: true };
      await seed(db, options);
      await seed(db, options);
      const seeded = await mine();
      expect(
        seeded.map((complaint) => [complaint.issue, complaint.status, complaint.roomId.roomNumber]),
      ).toEqual([[DEMO_COMPLAINT_ISSUE, 'PENDING', '7']]);
      expect(seeded[0]!.history).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
