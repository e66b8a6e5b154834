import type { NoticeAnswer } from '@pgportal/contracts/responses';
import type { Tenant } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { MyNotice } from './my-notice';
import { NoticeSection } from './notice-section';

afterEach(() => jest.restoreAllMocks());

const tenant = {
  _id: 't1',
  bedId: 'b1',
  deposit: { amount: 10000, paidAt: '2026-11-02' },
} as Tenant;
const notice: NoticeAnswer = {
  id: 'n1',
  noticeDate: '2026-11-20',
  moveOutDate: '2026-12-05',
  givenBy: 'STAFF',
  noticePeriodDays: 30,
  shortNotice: true,
  daysShort: 15,
  suggestedDeduction: 3870.97,
  canWithdraw: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const renderStaff = () => renderPage(<NoticeSection tenant={tenant} />, { url: '/app/tenants/view/t1' });

describe('Notice and deposit on Tenant Details', () => {
  it('records a notice with both dates and shows the server’s refusal on its field', async () => {
    let answer = () =>
      fail(400, 'Move-out date cannot be before the notice date.', {
        moveOutDate: 'Move-out date cannot be before the notice date.',
      });
    const api = mockApi({
      'GET /tenant/t1/notice': () => ok(null),
      'POST /tenant/t1/notice': () => answer(),
    });
    renderStaff();
    expect(await screen.findByText('₹10,000, paid on', { exact: false })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record notice' });
    const moveOut = within(dialog).getByLabelText(/^Move-out date/);
    await user.type(moveOut, '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record notice' }));
    await waitFor(() =>
      expect(moveOut).toHaveAccessibleDescription(expect.stringContaining('cannot be before')),
    );
    answer = () => ok(notice, 'Notice recorded');
    await user.clear(moveOut);
    await user.type(moveOut, '2026-12-05');
    await user.click(within(dialog).getByRole('button', { name: 'Record notice' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record notice' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', '/tenant/t1/notice').at(-1)?.body).toEqual({
      noticeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      moveOutDate: '2026-12-05',
    });
  });

  it('flags a short notice and adds the suggested deduction as a pending charge; withdraws', async () => {
    const api = mockApi({
      'GET /tenant/t1/notice': () => ok(notice),
      'POST /tenant/t1/charges': () => ok({ id: 'c1' }, 'Charge added'),
      'DELETE /tenant/t1/notice': () => ok(null, 'Notice withdrawn'),
    });
    renderStaff();
    expect(await screen.findByText(/Notice given, leaves on 5 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByText('Short notice')).toBeInTheDocument();
    expect(screen.getByText('₹3,870.97')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add as a pending charge' }));
    expect(await screen.findByRole('button', { name: 'Added as a pending charge' })).toBeDisabled();
    expect(api.callsTo('POST', '/tenant/t1/charges').at(-1)?.body).toEqual({
      kind: 'OTHER',
      description: 'Short notice: rent for 15 days',
      amount: 3870.97,
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw notice' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/tenant/t1/notice')).toHaveLength(1));
  });
});

describe('Deposit and notice on the tenant’s Billing page', () => {
  it('gives notice with a move-out date, then shows it with Withdraw notice', async () => {
    let standing: NoticeAnswer | null = null;
    const api = mockApi({
      'GET /tenant/my-notice': () => ok(standing),
      'POST /tenant/my-notice': () => {
        standing = { ...notice, givenBy: 'TENANT', shortNotice: false, daysShort: 0, suggestedDeduction: 0 };
        return ok(standing, 'Notice recorded');
      },
    });
    renderPage(<MyNotice tenant={{ ...tenant, deposit: null }} />, { url: '/tenant/billing' });
    expect(await screen.findByText('none (no advance paid)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Move-out date/), '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText(/Notice given, leaves on 5 Dec 2026/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/my-notice').at(-1)?.body).toEqual({ moveOutDate: '2026-12-05' });
    expect(screen.getByRole('button', { name: 'Withdraw notice' })).toBeInTheDocument();
  });
});
