import type { ChargeAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { ChargesSection } from './charges-section';

afterEach(() => jest.restoreAllMocks());

const pending: ChargeAnswer = {
  id: 'c1',
  kind: 'OTHER',
  description: 'Broken chair',
  amount: 450.5,
  status: 'PENDING',
  invoiceId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const billed: ChargeAnswer = {
  ...pending,
  id: 'c2',
  kind: 'DEDUCTION',
  description: 'Lower rent after a move (2026-10-20 to 2026-11-09)',
  amount: -300,
  status: 'BILLED',
  invoiceId: 'i1',
};

const render = () => renderPage(<ChargesSection tenantId="t1" />, { url: '/app/tenants/view/t1' });

describe('the Charges section', () => {
  it('lists pending and billed charges, with Remove for a pending one only', async () => {
    mockApi({ 'GET /tenant/t1/charges': () => ok([pending, billed]) });
    render();
    const table = await screen.findByRole('table', { name: 'Charges' });
    await within(table).findByText('Broken chair');
    expect(within(table).getByText('Pending (next invoice)')).toBeInTheDocument();
    expect(within(table).getByText('-₹300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Broken chair (₹450.50)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove Lower rent/ })).not.toBeInTheDocument();
  });

  it('adds a credit with a negative amount, and shows the server’s refusal on its field', async () => {
    let answer = () =>
      ok({ ...pending, id: 'c3', description: 'Festival discount', amount: -200 }, 'Charge added');
    const api = mockApi({
      'GET /tenant/t1/charges': () => ok([]),
      'POST /tenant/t1/charges': () => answer(),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      expect.stringMatching(/required/i),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Festival discount');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '-200');
    answer = () => fail(400, 'Amount cannot be zero', { amount: 'Amount cannot be zero' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
        expect.stringContaining('Amount cannot be zero'),
      ),
    );
    answer = () =>
      ok({ ...pending, id: 'c3', description: 'Festival discount', amount: -200 }, 'Charge added');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a charge' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', '/tenant/t1/charges').at(-1)?.body).toEqual({
      kind: 'OTHER',
      description: 'Festival discount',
      amount: -200,
    });
  });

  it('removes a pending charge after the confirmation', async () => {
    const api = mockApi({
      'GET /tenant/t1/charges': () => ok([pending]),
      'DELETE /tenant/t1/charges/c1': () => ok(null, 'Charge removed'),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Broken chair (₹450.50)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/tenant/t1/charges/c1')).toHaveLength(1));
  });
});
