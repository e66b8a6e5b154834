import { PAGE_READY_ATTRIBUTE, pageReady, snapshotPathOf } from './page-snapshot';
import { PATHS } from './paths';

describe('snapshotPathOf', () => {
  it('keeps the dashboard’s and Billing’s screens; /tenant opens the dashboard', () => {
    expect(snapshotPathOf(PATHS.tenantArea)).toBe(PATHS.tenantDashboard);
    expect(snapshotPathOf(`${PATHS.tenantArea}/`)).toBe(PATHS.tenantDashboard);
    expect(snapshotPathOf(PATHS.tenantDashboard)).toBe(PATHS.tenantDashboard);
    expect(snapshotPathOf(`${PATHS.tenantBilling}/`)).toBe(PATHS.tenantBilling);
  });

  it('keeps no other page’s screen (staff pages, sign-in, complaints)', () => {
    for (const path of [PATHS.tenantComplaints, PATHS.tenantLogin, PATHS.dashboard, PATHS.home, '/tenant/billingx']) {
      expect([path, snapshotPathOf(path)]).toEqual([path, null]);
    }
  });
});

it('pageReady marks a ready page and nothing else', () => {
  expect(pageReady(true)).toEqual({ [PAGE_READY_ATTRIBUTE]: '' });
  expect(pageReady(false)).toEqual({});
});
