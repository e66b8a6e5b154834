// The capability table of @pgportal/contracts/capabilities, walked for every role against the
// routes that exist today. Each call is harmless (an unknown id, an invalid form): what is checked
// is only whether the guard lets the role through.
import { can, type Capability } from '@pgportal/contracts/capabilities';
import { ROLES, type Role } from '@pgportal/contracts/enums';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { properties, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { createTestApp, databases, type TestApp } from './helpers';
import { propertyFields } from './properties-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Each route, and what a caller whose role holds the capability gets; `reset` puts back what an
 * allowed call changed, before each call. A form sent to an object (an update, a legal document)
 * is 404 for an unknown one: the target is checked before the body.
 */
type Route = InjectOptions & { url: string; allowed: number; reset?: (t: TestApp) => Promise<unknown> };

const ROUTES: Partial<Record<Capability, Route[]>> = {
  'managers.manage': [
    { method: 'GET', url: '/api/v1/user/all-users', allowed: 200 },
    { method: 'POST', url: '/api/v1/user/add', payload: {}, allowed: 400 },
    { method: 'PUT', url: `/api/v1/user/update-profile/${UNKNOWN_ID}`, payload: {}, allowed: 404 },
    { method: 'DELETE', url: `/api/v1/user/delete/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'POST', url: `/api/v1/user/resend-verification-token/${UNKNOWN_ID}`, allowed: 404 },
  ],
  'account.update': [
    { method: 'PUT', url: '/api/v1/user/update-profile-details', payload: {}, allowed: 400 },
  ],
  'properties.create': [{ method: 'POST', url: '/api/v1/property/add', payload: {}, allowed: 400 }],
  'properties.delete': [{ method: 'DELETE', url: `/api/v1/property/delete/${UNKNOWN_ID}`, allowed: 404 }],
  'properties.assignManager': [
    { method: 'POST', url: '/api/v1/property/assign-manager', payload: {}, allowed: 400 },
    { method: 'DELETE', url: `/api/v1/property/${UNKNOWN_ID}/managers/${UNKNOWN_ID}`, allowed: 404 },
  ],
  'properties.switch': [
    { method: 'PATCH', url: `/api/v1/property/set-current-property/${UNKNOWN_ID}`, allowed: 404 },
  ],
  'properties.view': [
    { method: 'GET', url: '/api/v1/property/all-propertis', allowed: 200 },
    { method: 'GET', url: `/api/v1/property/${UNKNOWN_ID}`, allowed: 404 },
  ],
  'properties.update': [
    { method: 'PUT', url: `/api/v1/property/update/${UNKNOWN_ID}`, payload: {}, allowed: 404 },
  ],
  // The demo property, which the manager is assigned to: only the UPI ID decides.
  'properties.changeUpiId': [
    {
      method: 'PUT',
      url: `/api/v1/property/update/${DEMO_PROPERTY_ID}`,
      payload: { ...propertyFields('Sunrise PG'), upiId: 'changed@okaxis' },
      allowed: 200,
      reset: (t) =>
        t.database.db
          .update(properties)
          .set({ upiId: 'sunrisepg@okaxis' })
          .where(eq(properties.id, DEMO_PROPERTY_ID)),
    },
  ],
  'rooms.manage': [
    { method: 'GET', url: '/api/v1/bed/free', allowed: 200 },
    { method: 'GET', url: '/api/v1/room/', allowed: 200 },
    { method: 'GET', url: `/api/v1/room/property/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'GET', url: `/api/v1/room/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'POST', url: '/api/v1/room/create', payload: {}, allowed: 400 },
    { method: 'PUT', url: `/api/v1/room/update/${UNKNOWN_ID}`, payload: {}, allowed: 404 },
    { method: 'DELETE', url: `/api/v1/room/delete/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'POST', url: '/api/v1/bed/assign-tenant', payload: {}, allowed: 400 },
    { method: 'POST', url: `/api/v1/bed/vacate-tenant/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'GET', url: `/api/v1/bed/free?propertyId=${UNKNOWN_ID}`, allowed: 404 },
    { method: 'GET', url: `/api/v1/room/${UNKNOWN_ID}/meter-readings`, allowed: 404 },
    { method: 'POST', url: `/api/v1/room/${UNKNOWN_ID}/meter-readings`, payload: {}, allowed: 404 },
    { method: 'PUT', url: `/api/v1/room/${UNKNOWN_ID}/meter-readings/${UNKNOWN_ID}`, payload: {}, allowed: 404 },
    { method: 'GET', url: `/api/v1/room/${UNKNOWN_ID}/electricity/${UNKNOWN_ID}`, allowed: 404 },
  ],
  'tenants.viewOwn': [
    { method: 'GET', url: '/api/v1/tenant/my-electricity', allowed: 200 },
    { method: 'GET', url: `/api/v1/tenant/my-electricity/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'GET', url: '/api/v1/tenant/my-privacy-consent', allowed: 200 },
    { method: 'POST', url: '/api/v1/tenant/my-privacy-consent', payload: {}, allowed: 400 },
    { method: 'GET', url: '/api/v1/tenant/my-data', allowed: 200 },
  ],
  // The demo tenant is on no bed in this app: a read answers null, giving notice 409, withdrawing 404.
  'notice.giveOwn': [
    { method: 'GET', url: '/api/v1/tenant/my-notice', allowed: 200 },
    { method: 'POST', url: '/api/v1/tenant/my-notice', payload: {}, allowed: 400 },
    { method: 'DELETE', url: '/api/v1/tenant/my-notice', allowed: 404 },
  ],
  'tenants.manage': [
    { method: 'POST', url: `/api/v1/tenant/resend-verification-token/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'GET', url: '/api/v1/tenant/', allowed: 200 },
    { method: 'GET', url: `/api/v1/tenant/fetch/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'POST', url: '/api/v1/tenant/add', payload: {}, allowed: 400 },
    { method: 'PUT', url: `/api/v1/tenant/update/${UNKNOWN_ID}`, payload: {}, allowed: 404 },
    { method: 'DELETE', url: `/api/v1/tenant/delete/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'POST', url: `/api/v1/tenant/${UNKNOWN_ID}/legal-documents`, payload: {}, allowed: 404 },
    {
      method: 'PUT',
      url: `/api/v1/tenant/${UNKNOWN_ID}/legal-documents/${UNKNOWN_ID}`,
      payload: {},
      allowed: 404,
    },
    { method: 'DELETE', url: `/api/v1/tenant/${UNKNOWN_ID}/legal-documents/${UNKNOWN_ID}`, allowed: 404 },
    { method: 'POST', url: `/api/v1/tenant/${UNKNOWN_ID}/move`, payload: {}, allowed: 400 },
    { method: 'POST', url: `/api/v1/tenant/${UNKNOWN_ID}/rent`, payload: {}, allowed: 400 },
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/rents`, allowed: 404 },
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/history`, allowed: 404 },
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/privacy-consent`, allowed: 404 },
    { method: 'POST', url: `/api/v1/tenant/${UNKNOWN_ID}/privacy-consent`, payload: {}, allowed: 404 },
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/notice`, allowed: 404 },
    { method: 'POST', url: `/api/v1/tenant/${UNKNOWN_ID}/notice`, payload: {}, allowed: 400 },
    { method: 'DELETE', url: `/api/v1/tenant/${UNKNOWN_ID}/notice`, allowed: 404 },
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/documents/agreement`, allowed: 404 },
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/documents/police-verification`, allowed: 404 },
    { method: 'GET', url: '/api/v1/payment/statement-lines', allowed: 200 },
    { method: 'POST', url: `/api/v1/payment/statement-lines/${UNKNOWN_ID}/ignore`, allowed: 404 },
    {
      method: 'POST',
      url: `/api/v1/payment/statement-lines/${UNKNOWN_ID}/match`,
      payload: { billingId: UNKNOWN_ID },
      allowed: 404,
    },
    {
      method: 'POST',
      url: `/api/v1/payment/invoice/${UNKNOWN_ID}/late-fees/${UNKNOWN_ID}/waive`,
      payload: { reason: 'Paid late because of a bank holiday' },
      allowed: 404,
    },
  ],
  'meals.optOutOwn': [
    { method: 'GET', url: '/api/v1/tenant/my-meal-optouts', allowed: 200 },
    { method: 'POST', url: '/api/v1/tenant/my-meal-optouts', payload: {}, allowed: 400 },
    { method: 'DELETE', url: `/api/v1/tenant/my-meal-optouts/${UNKNOWN_ID}`, allowed: 404 },
  ],
  'meals.optOut': [
    { method: 'GET', url: `/api/v1/tenant/${UNKNOWN_ID}/meal-optouts`, allowed: 404 },
    { method: 'POST', url: `/api/v1/tenant/${UNKNOWN_ID}/meal-optouts`, payload: {}, allowed: 400 },
  ],
  'meals.count': [{ method: 'GET', url: '/api/v1/meals/count?date=soon', allowed: 400 }],
  'audit.view': [
    { method: 'GET', url: '/api/v1/audit/', allowed: 200 },
    { method: 'GET', url: '/api/v1/audit/?objectType=SPACESHIP', allowed: 400 },
  ],
};

describe.each(databases)('the capability table against the API on $name', (database) => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp(database);
    await t.database.db
      .insert(users)
      .values({ name: 'Owner', email: 'owner@example.com', role: 'OWNER', isVerified: true });
    cookies.OWNER = await t.cookieFor('staff', 'owner@example.com');
    cookies.SUPER_ADMIN = await t.cookieFor('staff', 'admin@example.com');
    cookies.MANAGER = await t.cookieFor('staff', 'manager@example.com');
    cookies.TENANT = await t.cookieFor('tenant', 'tenant@example.com');
  });
  afterAll(() => t.close());

  const cases = ROLES.flatMap((role) =>
    (Object.keys(ROUTES) as Capability[]).map((capability) => ({ role, capability })),
  );

  it.each(cases)('$role and $capability', async ({ role, capability }) => {
    for (const { allowed, reset, ...route } of ROUTES[capability] ?? []) {
      await reset?.(t);
      const response = await t.request({ ...route, headers: { cookie: cookies[role] } });
      // A signed-in role that may not use a capability gets 403 (a tenant on a staff route too).
      const expected = can(role, capability) ? allowed : 403;
      expect([route.url, response.statusCode]).toEqual([route.url, expected]);
    }
  });

  it('answers 401 to nobody on every route of the table', async () => {
    for (const { allowed: _allowed, reset: _reset, ...route } of Object.values(ROUTES).flat()) {
      expect([route.url, (await t.request(route)).statusCode]).toEqual([route.url, 401]);
    }
  });
});
