// Issue 45: the privacy notice a tenant must agree to before using the portal: a dialog with the
// exact words in their language, that Esc does not close, with 'I agree' reached by keyboard; the
// agreement is sent with the notice's version, and the dialog goes.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@pgportal/testing';
import { PRIVACY_NOTICES, PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { RouterProvider, createMemoryRouter } from '@pgportal/runtime/router';
import { useLanguage } from '@pgportal/runtime/language';
import { useSession } from '@pgportal/runtime/session';
import { resetSession, signInAsTenant } from '../testing/fixtures';
import { API } from '@pgportal/contracts/api-paths';
import { useApiQuery } from '@pgportal/ui/data';
import { TenantLayout } from './tenant-layout';

function renderTenantLayout(page = <h1>Page</h1>) {
  const router = createMemoryRouter(
    [{ path: '/tenant', element: <TenantLayout />, children: [{ path: '*', element: page }] }],
    { initialEntries: ['/tenant/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(resetSession);
afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('asks a tenant who has not agreed, in exact words, and keeps asking until they agree', async () => {
  const api = mockApi({
    'POST /tenant/my-privacy-consent': () =>
      ok({ currentVersion: PRIVACY_NOTICE_VERSION, accepted: true, consents: [] }),
  });
  signInAsTenant({ fullName: 'ravi kumar', privacyConsentVersion: null });
  renderTenantLayout();
  const dialog = screen.getByRole('dialog', { name: 'Privacy notice' });
  for (const section of PRIVACY_NOTICES.en.sections) {
    expect(within(dialog).getByRole('heading', { name: section.heading })).toBeInTheDocument();
    for (const paragraph of section.paragraphs)
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
  }
  expect(within(dialog).getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Privacy notice' })).toBeInTheDocument();

  // by keyboard: Tab reaches 'I agree' inside the dialog, Enter presses it
  const agree = within(dialog).getByRole('button', { name: 'I agree' });
  for (let step = 0; step < 5 && document.activeElement !== agree; step += 1) await userEvent.tab();
  expect(agree).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST', '/tenant/my-privacy-consent')[0]?.body).toEqual({
    version: PRIVACY_NOTICE_VERSION,
  });
  expect(useSession.getState().tenant?.privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
});

/** A page behind the dialog that reads the tenant's consent, as Profile's 'Your data' does. */
function ConsentShown() {
  const { data } = useApiQuery<{ accepted: boolean }>(API.tenant.myPrivacyConsent);
  return <p>{data === undefined ? 'Loading' : data.accepted ? 'Agreed' : 'Not agreed'}</p>;
}

it('shows the page behind the dialog the consent just given', async () => {
  let accepted = false;
  mockApi({
    'GET /tenant/my-privacy-consent': () =>
      ok({ currentVersion: PRIVACY_NOTICE_VERSION, accepted, consents: [] }),
    'POST /tenant/my-privacy-consent': () => {
      accepted = true;
      return ok({ currentVersion: PRIVACY_NOTICE_VERSION, accepted, consents: [] });
    },
  });
  signInAsTenant({ fullName: 'ravi kumar', privacyConsentVersion: null });
  renderTenantLayout(<ConsentShown />);
  expect(await screen.findByText('Not agreed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
  expect(await screen.findByText('Agreed')).toBeInTheDocument();
});

it('shows the notice in Hindi to a tenant who reads Hindi and agreed to an older version', () => {
  signInAsTenant({ fullName: 'ravi kumar', language: 'hi', privacyConsentVersion: '2000-01-01' });
  renderTenantLayout();
  const dialog = screen.getByRole('dialog', { name: 'गोपनीयता सूचना' });
  for (const section of PRIVACY_NOTICES.hi.sections) {
    expect(within(dialog).getByRole('heading', { name: section.heading })).toBeInTheDocument();
  }
  expect(within(dialog).getByRole('button', { name: 'मैं सहमत हूँ' })).toBeInTheDocument();
});

it('asks nothing of a tenant who agreed to the current notice', () => {
  signInAsTenant({ fullName: 'ravi kumar', privacyConsentVersion: PRIVACY_NOTICE_VERSION });
  renderTenantLayout();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
});

it('says why when the agreement cannot be saved, and stays', async () => {
  mockApi({ 'POST /tenant/my-privacy-consent': () => fail(500, 'Something went wrong. Please try again.') });
  signInAsTenant({ fullName: 'ravi kumar', privacyConsentVersion: null });
  renderTenantLayout();
  await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  expect(screen.getByRole('dialog', { name: 'Privacy notice' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'I agree' })).toBeEnabled();
});
