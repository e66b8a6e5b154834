// Issue 27: an unknown page in the tenant's area reads in the tenant's language; staff's stays English.
import { act, screen } from '@testing-library/react';
import { useLanguage } from '@pgportal/runtime/language';
import { renderApp, resetSession, signInAsStaff, signInAsTenant } from '../testing/fixtures';

beforeEach(resetSession);
afterEach(() => act(() => useLanguage.getState().setLanguage('en')));

it("says a page is not found in Hindi in a Hindi tenant's area", async () => {
  signInAsTenant({ fullName: 'ravi kumar', language: 'hi' });
  await renderApp('/tenant/nowhere');
  expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'सहायता से संपर्क करें' })).toBeInTheDocument();
});

it("keeps staff's not-found page English whatever the browser chose", async () => {
  useLanguage.getState().setLanguage('hi');
  signInAsStaff('MANAGER');
  await renderApp('/app/nowhere/at/all');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back home' })).toBeInTheDocument();
});
