import { API, API_PREFIXES, API_ROUTES, apiPath, withQuery } from './api-paths';

describe('API paths', () => {
  it('are the paths SPEC §7 writes, trailing slashes and spelling included', () => {
    expect(API.stats.get).toBe('/stats/');
    expect(API.tenant.all).toBe('/tenant/');
    expect(API.tenant.search).toBe('/tenant');
    expect(API.room.all).toBe('/room/');
    expect(API.property.all).toBe('/property/all-propertis');
    expect(API.user.updateOwn).toBe('/user/update-profile-details');
    expect(API.complaint.mine).toBe('/complaint/my-complaints');
  });

  it('put ids into their place, encoded', () => {
    expect(API.tenant.invoices('t 1')).toBe('/payment/tenant-invoice/t%201');
    expect(API.payment.pay('b1')).toBe('/payment/b1/pay');
    expect(API.room.ofProperty(7)).toBe('/room/property/7');
    expect(API.tenant.legalDocuments('t1')).toBe('/tenant/t1/legal-documents');
    expect(apiPath('complaintReview', { id: 'c/2' })).toBe('/complaint/review/c%2F2');
  });

  it('refuses a missing id rather than calling a wrong path', () => {
    expect(() => API.tenant.fetch('')).toThrow("apiPath('tenantFetch'): missing parameter id");
  });

  it('encode a query once, leaving out empty values', () => {
    expect(apiPath('properties', undefined, { search: 'a&b', page: 2, status: undefined, q: '' })).toBe(
      '/property/all-propertis?search=a%26b&page=2',
    );
    expect(withQuery(API.devOutbox, { to: 'x+y@example.com' })).toBe('/dev/outbox?to=x%2By%40example.com');
    expect(withQuery(API.stats.get)).toBe('/stats/');
  });

  it('group every route under a revalidation prefix', () => {
    const prefixes = Object.values(API_PREFIXES);
    for (const { pattern } of Object.values(API_ROUTES)) {
      if (pattern === '/health' || pattern.startsWith('/dev/') || pattern.startsWith('/files/')) continue;
      expect([pattern, prefixes.some((prefix) => pattern.startsWith(`${prefix}/`))]).toEqual([pattern, true]);
    }
  });
});
