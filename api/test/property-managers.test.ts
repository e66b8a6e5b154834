// SPEC §7 Properties: switch the current property and assign a manager; who may.
import { users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { createTestApp, databases, type TestApp } from './helpers';
import { addPropertyVia, userIdOf } from './properties-fixtures';

describe.each(databases)('current property and managers on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = admin) => t.request({ url: `/api/v1${url}`, headers: { cookie } });
  const session = async (cookie: string) =>
    (await get('/auth/session', cookie)).json<{ data: { user: { currentProperty: string | null } } }>().data
      .user;
  const addStaff = async (email: string, role: 'SUPER_ADMIN' | 'MANAGER', isVerified = true) => {
    await t.database.db.insert(users).values({ name: 'Priya Nair', email, role, isVerified });
    return t.cookieFor('staff', email);
  };

  it('switches the current property and the session follows', async () => {
    const id = await addPropertyVia(t, admin, 'Switched To PG');
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v1/property/set-current-property/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'You have successfully switched to another property.',
      data: { currentProperty: id },
    });
    expect((await session(admin)).currentProperty).toBe(id);
    const listed = await get('/property/all-propertis');
    expect(listed.json().data.find((row: { isCurrent: boolean }) => row.isCurrent)._id).toBe(id);
    const unknown = await t.request({
      method: 'PATCH',
      url: '/api/v1/property/set-current-property/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
    await t.request({
      method: 'PATCH',
      url: `/api/v1/property/set-current-property/${DEMO_PROPERTY_ID}`,
      headers: { cookie: admin },
    });
  });

  it('assigns only verified managers; an assignment keeps the manager’s current property', async () => {
    const id = await addPropertyVia(t, admin, 'Managed PG');
    const assignTo = (managerId: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/property/assign-manager',
        headers: { cookie: admin },
        payload: { propertyId: id, managerId },
      });
    await addStaff('unverified.manager@example.com', 'MANAGER', false);
    for (const email of ['unverified.manager@example.com', 'admin@example.com']) {
      const refused = await assignTo(await userIdOf(t, email));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Only verified managers can be assigned to a property.',
        errors: { managerId: 'Only verified managers can be assigned to a property.' },
      });
    }
    expect((await assignTo('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const missing = await t.request({
      method: 'POST',
      url: '/api/v1/property/assign-manager',
      headers: { cookie: admin },
      payload: {},
    });
    expect(missing.json().errors).toEqual({
      propertyId: 'This field is required',
      managerId: 'This field is required',
    });

    const assigned = await assignTo(await userIdOf(t, 'manager@example.com'));
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: 'Manager assigned successfully',
      data: { managers: [{ name: 'Demo Manager' }] },
    });
    expect((await session(manager)).currentProperty).toBe(DEMO_PROPERTY_ID);
    const theirs = await get('/property/all-propertis', manager);
    expect(
      theirs
        .json()
        .data.map((row: { _id: string }) => row._id)
        .sort(),
    ).toEqual([DEMO_PROPERTY_ID, id].sort());
    // the list reads the managers in its page's statement: its row is the property's own answer
    for (const url of ['/property/all-propertis', '/property/all-propertis?page=1&limit=10']) {
      const rows = (await get(url, admin)).json().data as Array<{ _id: string }>;
      expect(rows.find((row) => row._id === id)).toEqual(assigned.json().data);
    }

    // Deleted: the manager keeps the property they had.
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/property/delete/${id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await session(manager)).currentProperty).toBe(DEMO_PROPERTY_ID);
  });
});
