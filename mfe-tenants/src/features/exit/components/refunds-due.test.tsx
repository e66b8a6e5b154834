import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import RefundsDue from './refunds-due';

afterEach(() => jest.restoreAllMocks());

describe('Refunds due on the staff dashboard', () => {
  it('lists statements not settled with their deadline, a late one marked', async () => {
    mockApi({
      'GET /stats/refunds-due': () =>
        ok([
          {
            tenantId: 't1',
            tenantName: 'Ravi Kumar',
            propertyName: 'Sunrise PG',
            status: 'SENT',
            moveOutDate: '2020-01-01',
            refundDueDate: '2020-01-16',
          },
          {
            tenantId: 't2',
            tenantName: 'Asha Rao',
            propertyName: 'Sunrise PG',
            status: 'DRAFT',
            moveOutDate: '2099-01-01',
            refundDueDate: '2099-01-16',
          },
        ]),
    });
    renderPage(<RefundsDue />, { url: '/app/dashboard' });
    const table = await screen.findByRole('table', { name: 'Refunds due' });
    expect(await within(table).findByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/app/tenants/view/t1',
    );
    expect(within(table).getByText('Jan 16 2020 (late)')).toBeInTheDocument();
    expect(within(table).getByText('Sent to the tenant')).toBeInTheDocument();
    expect(within(table).getByText('Jan 16 2099')).toBeInTheDocument();
  });

  it('shows nothing when no refund is due', async () => {
    const api = mockApi({ 'GET /stats/refunds-due': () => ok([]) });
    renderPage(<RefundsDue />, { url: '/app/dashboard' });
    // The table shows while the list loads; it goes once the (empty) answer is read.
    expect(screen.getByRole('table', { name: 'Refunds due' })).toHaveAttribute('aria-busy', 'true');
    await waitForElementToBeRemoved(() => screen.queryByRole('table', { name: 'Refunds due' }));
    expect(api.callsTo('GET', '/stats/refunds-due')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
