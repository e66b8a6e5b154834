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

const preview = {
  noticeDate: notice.noticeDate,
  moveOutDate: notice.moveOutDate,
  noticePeriodDays: 30,
  shortNotice: true,
  daysShort: 15,
  suggestedDeduction: 3870.97,
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
      'GET /tenant/t1/notice/preview': () => ok(preview),
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
    // Before it is saved: the notice period, the days short and the deduction (issue 42).
    const means = await within(dialog).findByRole('status', { name: 'What this notice means' });
    await waitFor(() => expect(means).toHaveTextContent('Notice period: 30 days.'));
    expect(means).toHaveTextContent('Days short: 15 days.');
    expect(means).toHaveTextContent('Deduction that follows: ₹3,870.97 (rent for the days short).');
    expect(api.callsTo('GET', '/tenant/t1/notice/preview').at(-1)?.query.get('moveOutDate')).toBe(
      '2026-12-05',
    );
    expect(api.callsTo('POST', '/tenant/t1/notice')).toHaveLength(1);
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
      'GET /tenant/my-notice/preview': () =>
        ok({ ...preview, daysShort: 0, shortNotice: false, suggestedDeduction: 0 }),
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
    const confirm = await screen.findByRole('dialog', { name: 'Give notice to leave on 5 Dec 2026?' });
    expect(confirm).toHaveTextContent('Your notice is long enough: nothing is deducted for it.');
    expect(api.callsTo('POST', '/tenant/my-notice')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, give notice' }));
    expect(await screen.findByText(/Notice given, leaves on 5 Dec 2026/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/my-notice').at(-1)?.body).toEqual({ moveOutDate: '2026-12-05' });
    expect(screen.getByRole('button', { name: 'Withdraw notice' })).toBeInTheDocument();
  });
});

describe('the tenant confirms a short notice with its figures', () => {
  it('shows the notice period, the days short and the deduction before giving it; Cancel gives nothing', async () => {
    const api = mockApi({
      'GET /tenant/my-notice': () => ok(null),
      'GET /tenant/my-notice/preview': () => ok(preview),
      'POST /tenant/my-notice': () => ok({ ...notice, givenBy: 'TENANT' }, 'Notice recorded'),
    });
    renderPage(<MyNotice tenant={tenant} />, { url: '/tenant/billing' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Move-out date/), '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give notice to leave on 5 Dec 2026?' });
    expect(confirm).toHaveTextContent('Notice period: 30 days.');
    expect(confirm).toHaveTextContent('This notice is 15 days short of the notice period.');
    expect(confirm).toHaveTextContent('The PG may deduct ₹3,870.97 (rent for those days) from your deposit.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/tenant/my-notice')).toHaveLength(0);
  });
});
