// Issue 45: on Tenant Details staff see how and when the tenant agreed to the privacy notice, and
// record a paper consent for a tenant who has not agreed yet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { StaffPrivacy } from './staff-privacy';

afterEach(() => jest.restoreAllMocks());

const paper = {
  _id: 'c1',
  version: PRIVACY_NOTICE_VERSION,
  method: 'PAPER',
  recordedByName: 'Demo Manager',
  acceptedAt: '2026-11-30T06:30:00.000Z',
};

it('records a paper consent for a tenant who has not agreed, and then says who recorded it', async () => {
  let consents: object[] = [];
  const api = mockApi({
    'GET /tenant/t1/privacy-consent': () =>
      ok({ currentVersion: PRIVACY_NOTICE_VERSION, accepted: consents.length > 0, consents }),
    'POST /tenant/t1/privacy-consent': () => {
      consents = [paper];
      return ok({ currentVersion: PRIVACY_NOTICE_VERSION, accepted: true, consents });
    },
  });
  renderPage(<StaffPrivacy tenantId="t1" />, { url: '/app/tenants/t1' });
  const region = await screen.findByRole('region', { name: 'Privacy notice' });
  expect(
    await within(region).findByText(
      `Not agreed to the current notice (version ${PRIVACY_NOTICE_VERSION}) yet: the tenant is asked at sign-in.`,
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(region).getByRole('button', { name: 'Record paper consent' }));
  await waitFor(() => expect(api.callsTo('POST', '/tenant/t1/privacy-consent')).toHaveLength(1));
  expect(
    await within(region).findByText(
      `Paper consent (version ${PRIVACY_NOTICE_VERSION}) recorded on 30 Nov 2026 by Demo Manager.`,
    ),
  ).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Record paper consent' })).not.toBeInTheDocument();
});

it('says when the retention job erased the tenant’s ID data', async () => {
  mockApi({
    'GET /tenant/t2/privacy-consent': () =>
      ok({
        currentVersion: PRIVACY_NOTICE_VERSION,
        accepted: true,
        consents: [paper],
        personalDataErasedAt: '2027-12-11T06:30:00.000Z',
      }),
  });
  renderPage(<StaffPrivacy tenantId="t2" />, { url: '/app/tenants/t2' });
  expect(
    await screen.findByText(
      "ID data, documents and photos erased on 11 Dec 2027, after the property's retention period.",
    ),
  ).toBeInTheDocument();
});
