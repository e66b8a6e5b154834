// Issue 27: the tenant's exit statement in Hindi, amounts and dates in hi-IN; staff keep English.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import TenantExitPage from '../../../pages/tenant-exit-page';
import { ExitStatementSection } from './exit-statement-section';
import { statement } from './fixtures';

const sent = { ...statement, status: 'SENT' as const, depositHeld: 123456, refund: 119455.5 };

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('reads in Hindi with ₹ in Indian grouping and Hindi dates, and asks for a comment in Hindi', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  mockApi({ 'GET /tenant/my-exit-statement': () => ok(sent) });
  renderPage(<TenantExitPage />, { url: '/tenant/exit' });
  expect(await screen.findByRole('heading', { name: 'निकासी विवरण' })).toBeInTheDocument();
  expect(screen.getByText('किरायेदार को भेजा गया')).toBeInTheDocument();
  expect(screen.getByText(/को PG छोड़ना है/).closest('p')).toHaveTextContent(
    '8 दिस॰ 2026 को PG छोड़ना है। वापसी राशि 23 दिस॰ 2026 तक मिलनी है।',
  );
  const figures = document.querySelector('dl[aria-label="निकासी विवरण के आँकड़े"]');
  expect(figures).toHaveTextContent('जमा राशि₹1,23,456');
  expect(figures).toHaveTextContent('बकाया INV-2026-000010 (28 नव॰ 2026 – 27 दिस॰ 2026)−₹2,500.50');
  expect(figures).toHaveTextContent('वापसी राशि₹1,19,455.50');
  expect(screen.getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'आपत्ति करें' }));
  await user.click(screen.getByRole('button', { name: 'मेरी टिप्पणी भेजें' }));
  expect(screen.getByRole('textbox', { name: /^आप किस बात से असहमत हैं/ })).toHaveAccessibleDescription(
    'बताएँ कि आप किस बात से असहमत हैं',
  );
});

it('keeps the staff’s view of a statement in English while the tenant’s language is Hindi', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  mockApi({ 'GET /tenant/t1/exit-statement': () => ok(sent) });
  renderPage(<ExitStatementSection tenantId="t1" />, { url: '/tenants/t1' });
  expect(await screen.findByText('Deposit held')).toBeInTheDocument();
  expect(screen.getByText('Sent to the tenant')).toBeInTheDocument();
});
