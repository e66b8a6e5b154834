import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import type { Tenant } from '@pgportal/contracts/types';
import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useMyExitStatement } from '../features/exit/api';
import { statement } from '../features/exit/components/fixtures';
import TenantBillingPage from './tenant-billing-page';

afterEach(() => jest.restoreAllMocks());

const tenant = { _id: 't1', bedId: null, deposit: { amount: 10000, paidAt: '2026-11-02' } } as Tenant;

/** Says when the page's read of the exit statement has answered (same cache as the page's link). */
function ExitStatementRead() {
  const { data } = useMyExitStatement();
  return data === undefined ? null : <p>{`Exit statement read: ${data ? data.status : 'none'}`}</p>;
}

function renderBilling(sent: ExitStatementAnswer | null) {
  // The invoices and electricity cards' reads are not mocked: they answer 404 and show their own error.
  const api = mockApi({
    'GET /tenant/profile': () => ok(tenant),
    'GET /tenant/my-notice': () => ok(null),
    'GET /tenant/my-exit-statement': () => ok(sent),
  });
  renderPage(
    <>
      <TenantBillingPage />
      <ExitStatementRead />
    </>,
    { url: '/tenant/billing' },
  );
  return { api, card: screen.getByRole('region', { name: 'Deposit and notice' }) };
}

describe('The way to the exit statement on the tenant’s Billing page', () => {
  it('links to /tenant/exit from the Deposit and notice card once a statement is sent', async () => {
    const { card } = renderBilling({ ...statement, status: 'SENT' });
    const link = await within(card).findByRole('link', { name: 'See your exit statement' });
    expect(link).toHaveAttribute('href', '/tenant/exit');
    expect(within(card).getByText(/Sent to the tenant/)).toBeInTheDocument();
  });

  it('still links after settling, so the tenant can read what was settled', async () => {
    const { card } = renderBilling({
      ...statement,
      status: 'SETTLED',
      settledAt: '2026-12-10T10:00:00.000Z',
    });
    expect(await within(card).findByRole('link', { name: 'See your exit statement' })).toBeInTheDocument();
    expect(within(card).getByText(/Settled/)).toBeInTheDocument();
  });

  it('shows no link while no statement has been sent', async () => {
    const { api, card } = renderBilling(null);
    expect(await within(card).findByText('₹10,000, paid on', { exact: false })).toBeInTheDocument();
    // The answer (null) has reached the page before the link is looked for.
    expect(await screen.findByText('Exit statement read: none')).toBeInTheDocument();
    expect(api.callsTo('GET', '/tenant/my-exit-statement')).toHaveLength(1);
    expect(within(card).queryByRole('link', { name: 'See your exit statement' })).not.toBeInTheDocument();
  });
});
