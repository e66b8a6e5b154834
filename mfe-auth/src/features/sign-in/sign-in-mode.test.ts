import { safeRedirect, safeStaffRedirect, signInModeOf } from './sign-in-mode';

describe('signInModeOf', () => {
  it('is tenant on /tenant/login and with role=tenant', () => {
    expect(signInModeOf('/tenant/login', '')).toBe('tenant');
    expect(signInModeOf('/tenant/login/', '?role=tenant')).toBe('tenant');
    expect(signInModeOf('/login', '?role=tenant')).toBe('tenant');
  });

  it('is staff otherwise', () => {
    expect(signInModeOf('/login', '')).toBe('staff');
    expect(signInModeOf('/login', '?role=manager&redirect=/app/rooms')).toBe('staff');
  });
});

describe('safeStaffRedirect', () => {
  it('keeps paths inside the admin area', () => {
    expect(safeStaffRedirect('/app/tenants')).toBe('/app/tenants');
    expect(safeStaffRedirect('/app/property/42/update?tab=2#rules')).toBe(
      '/app/property/42/update?tab=2#rules',
    );
    expect(safeStaffRedirect('/app')).toBe('/app');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const bad of [
      null,
      '',
      'app/tenants',
      '/tenant',
      '/application',
      '//evil.example/app',
      '/\\evil.example',
      'https://evil.example/app/x',
      '/app/../login',
      '/\t/evil.example/app',
    ]) {
      expect(safeStaffRedirect(bad)).toBe('/app/dashboard');
    }
  });
});

describe('safeRedirect for tenants', () => {
  it('returns a tenant to their deep link inside /tenant, else home', () => {
    expect(safeRedirect('/tenant/billing', 'tenant')).toBe('/tenant/billing');
    expect(safeRedirect('/app/tenants', 'tenant')).toBe('/tenant');
    expect(safeRedirect('//evil.example/tenant', 'tenant')).toBe('/tenant');
    expect(safeRedirect('/tenant/login', 'tenant')).toBe('/tenant');
    expect(safeRedirect(null, 'tenant')).toBe('/tenant');
  });
});
