import { ENTRY_LOADER, pageInLanguage, prerenderedRouteOf, withEntryStarted } from './prerender';

describe('prerenderedRouteOf', () => {
  it('gives the landing and the sign-in pages, the tenant one for role=tenant', () => {
    expect(prerenderedRouteOf('/')).toEqual({ page: 'landing', status: 200, scriptless: true });
    expect(prerenderedRouteOf('/', 'lang=hi')).toEqual({ page: 'landing', status: 200, scriptless: true });
    expect(prerenderedRouteOf('/login')).toEqual({ page: 'login', remote: 'mfe-auth', status: 200 });
    expect(prerenderedRouteOf('/login', 'role=tenant&redirect=/tenant/billing')).toEqual({
      page: 'tenant-login',
      remote: 'mfe-auth',
      status: 200,
    });
    expect(prerenderedRouteOf('/tenant/login/')).toEqual({
      page: 'tenant-login',
      remote: 'mfe-auth',
      status: 200,
    });
  });

  it('gives the not-found page, with 404, for a path no client route serves', () => {
    for (const path of ['/nope', '/loginx', '/apps', '/tenants/x', '/index']) {
      expect([path, prerenderedRouteOf(path)]).toEqual([path, { page: 'not-found', status: 404 }]);
    }
  });

  it('gives nothing behind sign-in nor for other public pages', () => {
    for (const path of [
      '/app',
      '/app/dashboard',
      '/app/nope',
      '/tenant',
      '/tenant/billing',
      '/verify',
      '/unauthorized',
      '/login/x',
    ]) {
      expect([path, prerenderedRouteOf(path)]).toEqual([path, null]);
    }
  });
});

describe('pageInLanguage', () => {
  it('names English pages by their page and other languages with a suffix', () => {
    expect(pageInLanguage('landing', 'en')).toBe('landing');
    expect(pageInLanguage('landing', 'hi')).toBe('landing.hi');
  });
});

describe('withEntryStarted', () => {
  const page = '<head><script defer src="/main.1a2b3c4d.js"></script></head><body></body>';

  it('puts the loader in the entry’s place, at the first action or after the first paint', () => {
    expect(withEntryStarted(page, 'first-action')).toBe(
      `<head><script defer src="${ENTRY_LOADER}" data-src="/main.1a2b3c4d.js"></script></head><body></body>`,
    );
    expect(withEntryStarted(page, 'after-paint')).toBe(
      `<head><script defer src="${ENTRY_LOADER}" data-start="after-paint" data-src="/main.1a2b3c4d.js"></script></head><body></body>`,
    );
  });

  it('writes the loader into the page when given its text', () => {
    expect(withEntryStarted(page, 'after-paint', '(function(){})();')).toBe(
      '<head><script data-start="after-paint" data-src="/main.1a2b3c4d.js">(function(){})();</script></head><body></body>',
    );
  });

  it('leaves a page with no deferred entry as it was', () => {
    expect(withEntryStarted('<head></head>', 'after-paint')).toBe('<head></head>');
  });
});
