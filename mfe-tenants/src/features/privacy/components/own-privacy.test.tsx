// Issue 45: the tenant's Profile shows when they agreed to the privacy notice, lets them read it
// again (a disclosure, keyboard-operable), and offers 'Download my data'; in English and Hindi.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant } from '@pgportal/contracts/types';
import { PRIVACY_NOTICES, PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import TenantProfilePage from '../../../pages/tenant-profile-page';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

const tenant = {
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  profilePhoto: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Tenant;

const status = (method: 'ONLINE' | 'PAPER') =>
  ok({
    currentVersion: PRIVACY_NOTICE_VERSION,
    accepted: true,
    consents: [
      {
        _id: 'c1',
        version: PRIVACY_NOTICE_VERSION,
        method,
        recordedByName: method === 'PAPER' ? 'Demo Manager' : 'Asha Rao (the tenant)',
        acceptedAt: '2026-11-30T06:30:00.000Z',
      },
    ],
  });

it('says when they agreed, opens the notice by keyboard, and links their data for download', async () => {
  mockApi({
    'GET /tenant/profile': () => ok(tenant),
    'GET /tenant/my-privacy-consent': () => status('ONLINE'),
  });
  const user = userEvent.setup();
  renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
  const region = await screen.findByRole('region', { name: 'Your data' });
  expect(
    await within(region).findByText(
      `You agreed to the privacy notice (version ${PRIVACY_NOTICE_VERSION}) on 30 Nov 2026.`,
    ),
  ).toBeInTheDocument();

  const first = PRIVACY_NOTICES.en.sections[0]!;
  expect(within(region).queryByRole('heading', { name: first.heading })).not.toBeInTheDocument();
  const read = within(region).getByRole('button', { name: 'Read the privacy notice' });
  expect(read).toHaveAttribute('aria-expanded', 'false');
  read.focus();
  await user.keyboard('{Enter}');
  expect(read).toHaveAttribute('aria-expanded', 'true');
  expect(within(region).getByRole('heading', { name: first.heading })).toBeVisible();
  expect(within(region).getByText(first.paragraphs[0]!)).toBeVisible();

  const download = within(region).getByRole('link', { name: 'Download my data' });
  expect(download).toHaveAttribute('href', '/api/v1/tenant/my-data');
  expect(download).toHaveAttribute('download');
  expect(download).toHaveAccessibleDescription(/A JSON file with your profile/);
});

it('reads in Hindi, with the paper consent staff recorded', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  mockApi({
    'GET /tenant/profile': () => ok(tenant),
    'GET /tenant/my-privacy-consent': () => status('PAPER'),
  });
  renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
  const region = await screen.findByRole('region', { name: 'आपका डेटा' });
  expect(
    await within(region).findByText(
      `गोपनीयता सूचना (संस्करण ${PRIVACY_NOTICE_VERSION}) पर आपकी काग़ज़ी सहमति 30 Nov 2026 को Demo Manager ने दर्ज की।`,
    ),
  ).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'गोपनीयता सूचना पढ़ें' })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
});
