// Issue 27: the offline banner says when the dues were saved, in the tenant's language.
import { act, render, screen } from '@testing-library/react';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useLanguage } from '@pgportal/runtime/language';
import { CACHES } from './cache-rules';
import { OfflineBanner } from './offline-banner';

/** The cached invoices answer, saved at 05:00 UTC (10:30 in India). */
function savedInvoicesAt(date: string) {
  const saved = { headers: new Map([['date', date]]) };
  const storage = {
    has: async (name: string) => name === CACHES.tenantApi,
    open: async () => ({
      match: async (url: string) => (url === `${API_BASE}${API.payment.myInvoices}` ? saved : undefined),
    }),
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
}

beforeEach(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  savedInvoicesAt('Sat, 28 Nov 2026 05:00:00 GMT');
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('says in English what is shown offline and as of when', async () => {
  render(<OfflineBanner />);
  const banner = await screen.findByText(/as of/);
  expect(banner).toHaveRole('status');
  expect(banner).toHaveTextContent(`${MESSAGES.offlineBanner} as of 28 Nov 2026`);
  expect(banner).toHaveTextContent(MESSAGES.offlineActions);
});

it('says it in Hindi, the time in hi-IN, when the tenant reads Hindi', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  render(<OfflineBanner />);
  const banner = await screen.findByText(/को सहेजी गई जानकारी/);
  expect(banner).toHaveTextContent(/^आप ऑफ़लाइन हैं: 28 नव॰ 2026, .+ को सहेजी गई जानकारी दिखाई जा रही है।/);
  expect(banner).toHaveTextContent('इंटरनेट लौटने पर यह पेज अपने आप नया हो जाएगा।');
  expect(banner).not.toHaveTextContent('offline');
});

it('shows nothing while online', () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  const { container } = render(<OfflineBanner />);
  expect(container).toBeEmptyDOMElement();
});
