import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { PATHS } from '@pgportal/contracts/paths';
import {
  inTenantArea,
  isRemoteEntry,
  isRemoteHashedFile,
  isSessionRead,
  isTenantNavigation,
  isTenantRead,
} from './cache-rules';

const ORIGIN = 'https://pg.example.in';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);
const api = (path: string) => at(`${API_BASE}${path}`);

describe('the tenant reads the service worker keeps (network first)', () => {
  it.each([
    ['the session', API.auth.session],
    ['the profile (dashboard)', API.tenant.profile],
    ['the invoices (dues and UPI QR)', API.payment.myInvoices],
    ['a receipt', API.payment.receipt('p1')],
    ['the complaints', API.complaint.mine],
  ])('keeps %s', (_what, path) => {
    expect(isTenantRead(api(path), 'GET', ORIGIN)).toBe(true);
  });

  it.each([
    ['a staff list of tenants', API.tenant.all],
    ['a staff read of one tenant', API.tenant.fetch('t1')],
    ['a staff read of a tenant’s invoices', API.tenant.invoices('t1')],
    ['the dashboard stats', API.stats.get],
    ['the properties', API.property.all],
    ['the development outbox', API.devOutbox],
  ])('never keeps %s', (_what, path) => {
    expect(isTenantRead(api(path), 'GET', ORIGIN)).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE'])('never keeps a %s, even of a tenant path', (method) => {
    expect(isTenantRead(api(API.payment.myInvoices), method, ORIGIN)).toBe(false);
  });

  it('never keeps an answer from another origin', () => {
    expect(
      isTenantRead(at(`${API_BASE}${API.payment.myInvoices}`, 'https://evil.example'), 'GET', ORIGIN),
    ).toBe(false);
  });

  it('knows the session read apart (kept only when it names a tenant)', () => {
    expect(isSessionRead(api(API.auth.session))).toBe(true);
    expect(isSessionRead(api(API.payment.myInvoices))).toBe(false);
  });
});

describe('the pages whose calls may be kept', () => {
  it.each([PATHS.tenantArea, PATHS.tenantBilling, PATHS.tenantDashboard])('%s is the tenant area', (path) => {
    expect(inTenantArea(at(path).href, ORIGIN)).toBe(true);
    expect(isTenantNavigation(at(path), ORIGIN)).toBe(true);
  });

  it.each([PATHS.tenantLogin, PATHS.app, '/app/tenants', '/', '/tenants-of-someone', '/login'])(
    '%s is not (staff pages and sign-in pages are never kept)',
    (path) => {
      expect(inTenantArea(at(path).href, ORIGIN)).toBe(false);
      expect(isTenantNavigation(at(path), ORIGIN)).toBe(false);
    },
  );

  it('a call with no page, or from another origin, is not', () => {
    expect(inTenantArea(undefined, ORIGIN)).toBe(false);
    expect(inTenantArea(at(PATHS.tenantBilling, 'https://evil.example').href, ORIGIN)).toBe(false);
  });
});

describe('the remotes, which deploy alone', () => {
  it('asks the network first for what changes with a release', () => {
    for (const path of [
      '/remotes.json',
      '/mfe/mfe-tenants/remoteEntry.js',
      '/mfe/mfe-tenants/mf-manifest.json',
    ]) {
      expect(isRemoteEntry(at(path), ORIGIN)).toBe(true);
      expect(isRemoteHashedFile(at(path), ORIGIN)).toBe(false);
    }
  });

  it('answers a content-hashed chunk from the cache first', () => {
    const chunk = at('/mfe/mfe-tenants/src_pages_billing.3f9a1c2b.js');
    expect(isRemoteHashedFile(chunk, ORIGIN)).toBe(true);
    expect(isRemoteEntry(chunk, ORIGIN)).toBe(false);
  });

  it('leaves the shell’s own files and the API alone', () => {
    expect(isRemoteEntry(at('/main.1234abcd.js'), ORIGIN)).toBe(false);
    expect(isRemoteHashedFile(api(API.payment.myInvoices), ORIGIN)).toBe(false);
  });
});
