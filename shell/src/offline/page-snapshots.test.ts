import { PAGE_READY_ATTRIBUTE } from '@pgportal/contracts/page-snapshot';
import { PATHS } from '@pgportal/contracts/paths';
import type { TenantSummary } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { showLivePageWhenReady, snapshotOfScreen } from './page-snapshots';
import { SNAPSHOT_HOST_ID, SNAPSHOT_SHOWN_ATTRIBUTE } from './snapshot-html';

const NOW = new Date('2026-11-28T05:00:00.000Z');
const tenant = { _id: 't-1', fullName: 'Asha Rao' } as TenantSummary;

function pageAt(path: string, rootHtml: string) {
  window.history.pushState({}, '', path);
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
}

beforeEach(() => {
  useSession.setState({ tenant, tenantStatus: 'authenticated' });
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute(SNAPSHOT_SHOWN_ATTRIBUTE);
});

describe('keeping the tenant’s screen', () => {
  it('keeps a ready page under its path, with whose it is and when', () => {
    pageAt(PATHS.tenantBilling, `<main><div ${PAGE_READY_ATTRIBUTE}>You owe ₹9,800</div></main>`);
    expect(snapshotOfScreen(document, NOW)).toEqual({
      path: PATHS.tenantBilling,
      tenantId: 't-1',
      html: `<main><div ${PAGE_READY_ATTRIBUTE}="">You owe ₹9,800</div></main>`,
      documentCss: expect.any(String),
      screenCss: expect.any(String),
      lang: 'en',
      savedAt: NOW.toISOString(),
    });
  });

  it('keeps /tenant’s screen as the dashboard’s', () => {
    pageAt(PATHS.tenantArea, `<div ${PAGE_READY_ATTRIBUTE}>Dashboard</div>`);
    expect(snapshotOfScreen(document, NOW)?.path).toBe(PATHS.tenantDashboard);
  });

  it('keeps nothing still loading, on another page, signed out, or while the old screen is shown', () => {
    pageAt(PATHS.tenantBilling, '<main>Loading billing…</main>');
    expect(snapshotOfScreen(document, NOW)).toBeNull();
    pageAt(PATHS.tenantComplaints, `<div ${PAGE_READY_ATTRIBUTE}>Complaints</div>`);
    expect(snapshotOfScreen(document, NOW)).toBeNull();
    pageAt(PATHS.tenantBilling, `<div ${PAGE_READY_ATTRIBUTE}>You owe</div>`);
    document.documentElement.setAttribute(SNAPSHOT_SHOWN_ATTRIBUTE, '');
    expect(snapshotOfScreen(document, NOW)).toBeNull();
    document.documentElement.removeAttribute(SNAPSHOT_SHOWN_ATTRIBUTE);
    useSession.setState({ tenant: null, tenantStatus: 'unauthenticated' });
    expect(snapshotOfScreen(document, NOW)).toBeNull();
  });

  it('keeps nothing while the server is out of reach (the page would show its offline banner)', () => {
    pageAt(PATHS.tenantBilling, `<div ${PAGE_READY_ATTRIBUTE}>You owe</div>`);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(snapshotOfScreen(document, NOW)).toBeNull();
    onLine.mockRestore();
  });
});

describe('swapping the kept screen for the live page', () => {
  function openedWithKeptScreen(path: string) {
    window.history.pushState({}, '', path);
    document.documentElement.setAttribute(SNAPSHOT_SHOWN_ATTRIBUTE, '');
    document.body.innerHTML = `<div id="root"></div><div id="${SNAPSHOT_HOST_ID}"></div>`;
    showLivePageWhenReady(document);
  }
  const keptScreenShown = () =>
    document.documentElement.hasAttribute(SNAPSHOT_SHOWN_ATTRIBUTE) &&
    document.getElementById(SNAPSHOT_HOST_ID) !== null;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('waits while the live page loads and swaps once it is ready', async () => {
    openedWithKeptScreen(PATHS.tenantBilling);
    document.getElementById('root')!.innerHTML = '<main>Loading billing…</main>';
    await flush();
    expect(keptScreenShown()).toBe(true);
    document.querySelector('main')!.setAttribute(PAGE_READY_ATTRIBUTE, '');
    await flush();
    expect(keptScreenShown()).toBe(false);
  });

  it('swaps at once for an error', async () => {
    openedWithKeptScreen(PATHS.tenantBilling);
    document.getElementById('root')!.innerHTML = '<div role="alert">Could not load</div>';
    await flush();
    expect(keptScreenShown()).toBe(false);
  });

  it('swaps when the visitor is sent to another page (signed out: the sign-in page)', async () => {
    openedWithKeptScreen(PATHS.tenantBilling);
    window.history.pushState({}, '', PATHS.tenantLogin);
    document.getElementById('root')!.innerHTML = '<form>Sign in</form>';
    await flush();
    expect(keptScreenShown()).toBe(false);
  });

  it('keeps the kept screen while /tenant becomes /tenant/dashboard', async () => {
    openedWithKeptScreen(PATHS.tenantArea);
    window.history.pushState({}, '', PATHS.tenantDashboard);
    document.getElementById('root')!.innerHTML = '<main>Loading…</main>';
    await flush();
    expect(keptScreenShown()).toBe(true);
  });

  it('swaps after 10 s when the live page never says it is ready', () => {
    jest.useFakeTimers();
    try {
      openedWithKeptScreen(PATHS.tenantBilling);
      jest.advanceTimersByTime(9_999);
      expect(keptScreenShown()).toBe(true);
      jest.advanceTimersByTime(1);
      expect(keptScreenShown()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does nothing on a visit that opened without a kept screen', () => {
    window.history.pushState({}, '', PATHS.tenantBilling);
    document.body.innerHTML = `<div id="root"></div><div id="${SNAPSHOT_HOST_ID}"></div>`;
    showLivePageWhenReady(document);
    expect(document.getElementById(SNAPSHOT_HOST_ID)).not.toBeNull();
  });
});
