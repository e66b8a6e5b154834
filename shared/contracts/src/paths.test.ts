import { MOUNTS, PATHS, documentTitle, href, mountOf, pageOf } from './paths';

describe('the paths table', () => {
  it('builds links with parameters and a query', () => {
    expect(href('propertyRoom', { id: 7, roomId: 'a b' })).toBe('/app/property/7/room/a%20b');
    expect(href('tenants', undefined, { search: 'ravi', page: 2, empty: '' })).toBe('/app/tenants?search=ravi&page=2');
    expect(() => href('tenantView', { id: '' })).toThrow('missing parameter id');
  });

  it('finds the page of a path, static segments first', () => {
    expect(pageOf('/app/property/add')).toBe('propertyAdd');
    expect(pageOf('/app/property/9')).toBe('propertyDetail');
    expect(pageOf('/app/property/9/room/3/')).toBe('propertyRoom');
    expect(pageOf('/app/nope')).toBeNull();
  });

  it('titles each page', () => {
    expect(documentTitle('/app/managers')).toBe('Managers · PG Portal');
    expect(documentTitle('/')).toBe('PG Portal');
    expect(documentTitle('/app/tenants/view/4')).toBe('Tenant Details · PG Portal');
    expect(documentTitle('/elsewhere')).toBe('Page not found · PG Portal');
  });

  it('mounts every page outside the shell on exactly one remote', () => {
    const shellPages = ['home', 'unauthorized', 'app', 'dashboard', 'tenantArea'];
    for (const [page, path] of Object.entries(PATHS)) {
      const mount = mountOf(path);
      if (shellPages.includes(page)) expect({ page, mount }).toEqual({ page, mount: null });
      else expect({ page, mounted: mount !== null }).toEqual({ page, mounted: true });
    }
    const keys = MOUNTS.map((mount) => `${mount.area}/${mount.prefix}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
