import {
  ENTRY_LOADER,
  REMOTE_WIDGET_SLOTS,
  cachedAnswer,
  pageInLanguage,
  picturedPageOf,
  prerenderedRouteOf,
  remoteWidgetSlot,
  withEntryStarted,
} from './prerender';

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

describe('picturedPageOf', () => {
  it('names the signed-in pages the server draws, who sees each and the remote of its page', () => {
    expect(picturedPageOf('/app/dashboard')).toEqual({ path: '/app/dashboard', kind: 'staff', remote: null });
    expect(picturedPageOf('/app/tenants/')).toEqual({
      path: '/app/tenants',
      kind: 'staff',
      remote: 'mfe-tenants',
    });
    expect(picturedPageOf('/tenant/billing')).toEqual({
      path: '/tenant/billing',
      kind: 'tenant',
      remote: 'mfe-tenants',
    });
    expect(picturedPageOf('/tenant/dashboard')).toEqual({
      path: '/tenant/dashboard',
      kind: 'tenant',
      remote: 'mfe-tenants',
    });
  });

  it('draws no other page', () => {
    for (const path of [
      '/',
      '/login',
      '/tenant',
      '/app/properties',
      '/app/tenants/view/1',
      '/tenant/complaints',
    ])
      expect(picturedPageOf(path)).toBeNull();
  });
});

describe('cachedAnswer', () => {
  const envelope = { success: true, message: 'ok', data: [1], pagination: { page: 2, limit: 20, total: 21 } };

  it('keeps the whole envelope of a page of a list (a key with page and limit) and the data of any other read', () => {
    expect(cachedAnswer('/tenant?limit=20&page=2', envelope)).toBe(envelope);
    expect(cachedAnswer('/property/all-propertis?limit=100', envelope)).toEqual([1]);
    expect(cachedAnswer('/tenant/profile', envelope)).toEqual([1]);
  });
});

describe('remoteWidgetSlot', () => {
  it('is found again in a frame with its remote and widget', () => {
    const frame = `<h1>Dashboard</h1>${remoteWidgetSlot('mfe_tenants', 'statsCards')}<p>${remoteWidgetSlot('mfe_complaints', 'allComplaints')}</p>`;
    expect([...frame.matchAll(REMOTE_WIDGET_SLOTS)].map(([, remote, widget]) => [remote, widget])).toEqual([
      ['mfe_tenants', 'statsCards'],
      ['mfe_complaints', 'allComplaints'],
    ]);
  });
});
