import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { ExitStatementSection } from './exit-statement-section';
import { statement } from './fixtures';

afterEach(() => jest.restoreAllMocks());

const render = () => renderPage(<ExitStatementSection tenantId="t1" />, { url: '/app/tenants/view/t1' });

describe('the staff exit statement and its deduction form', () => {
  it('asks for a notice first when the tenant has none', async () => {
    mockApi({ 'GET /tenant/t1/exit-statement': () => ok(null) });
    render();
    expect(await screen.findByText(/record the tenant’s notice first/)).toBeInTheDocument();
  });

  it('shows deposit, dues, deductions and the refund', async () => {
    mockApi({ 'GET /tenant/t1/exit-statement': () => ok(statement) });
    render();
    const list = await screen.findByLabelText('Exit statement figures');
    expect(within(list).getByText('Deposit held')).toBeInTheDocument();
    expect(within(list).getByText(/INV-2026-000010/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Photo 1 of Wall paint' })).toHaveAttribute(
      'href',
      '/api/v1/files/exit-photos/p1.png',
    );
    expect(within(list).getByText('Refund')).toBeInTheDocument();
    expect(within(list).getByText('₹6,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send statement' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Settle' })).toBeDisabled();
  });

  it('adds a deduction with a photo, refuses a blank one, and saves the kept and new photos', async () => {
    const api = mockApi({
      'GET /tenant/t1/exit-statement': () => ok(statement),
      'PUT /tenant/t1/exit-statement': () => ok({ ...statement, version: 2 }, 'Exit statement saved'),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add deduction' }));
    const second = screen.getByRole('group', { name: 'Deduction 2' });
    await user.click(screen.getByRole('button', { name: 'Save statement' }));
    expect(within(second).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'Say what the deduction is for',
    );
    expect(api.callsTo('PUT', '/tenant/t1/exit-statement')).toHaveLength(0);

    await user.type(within(second).getByRole('textbox', { name: /^Reason/ }), 'Lost key');
    await user.type(within(second).getByRole('textbox', { name: /^Amount/ }), '250.50');
    const photo = new File(['png'], 'key.png', { type: 'image/png' });
    await user.upload(within(second).getByLabelText('Photos'), photo);
    await user.click(screen.getByRole('button', { name: 'Save statement' }));
    await waitFor(() => expect(api.callsTo('PUT', '/tenant/t1/exit-statement')).toHaveLength(1));
    const body = api.callsTo('PUT', '/tenant/t1/exit-statement')[0]!.body as FormData;
    expect(JSON.parse(body.get('deductions') as string)).toEqual([
      { reason: 'Wall paint', amount: 1500, photoIds: ['p1'] },
      { reason: 'Lost key', amount: 250.5, photoIds: [] },
    ]);
    expect((body.get('photos.1') as File).name).toBe('key.png');
    expect(body.get('photos.0')).toBeNull();
  });

  it('removes a deduction, sends the statement, and shows a refusal', async () => {
    const api = mockApi({
      'GET /tenant/t1/exit-statement': () => ok(statement),
      'PUT /tenant/t1/exit-statement': () => ok({ ...statement, deductions: [], version: 2 }),
      'POST /tenant/t1/exit-statement/send': () => fail(409, 'This version is already sent to the tenant.'),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove deduction 1' }));
    expect(screen.queryByRole('group', { name: 'Deduction 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save statement' }));
    await waitFor(() => expect(api.callsTo('PUT', '/tenant/t1/exit-statement')).toHaveLength(1));
    const body = api.callsTo('PUT', '/tenant/t1/exit-statement')[0]!.body as FormData;
    expect(JSON.parse(body.get('deductions') as string)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send statement' }));
    expect(await screen.findByText('This version is already sent to the tenant.')).toBeInTheDocument();
  });

  it('settles an accepted statement with the refund’s mode and date', async () => {
    const api = mockApi({
      'GET /tenant/t1/exit-statement': () =>
        ok({ ...statement, status: 'ACCEPTED', moveOutDate: '2020-01-15' }),
      'POST /tenant/t1/exit-statement/settle': () =>
        ok({ ...statement, status: 'SETTLED' }, 'Exit statement settled'),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the exit statement' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Refund paid by/ }), 'UPI');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'UTR123');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/t1/exit-statement/settle')).toHaveLength(1));
    expect(api.callsTo('POST', '/tenant/t1/exit-statement/settle')[0]!.body).toMatchObject({
      paymentMode: 'UPI',
      reference: 'UTR123',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('asks first before settling ahead of the move-out date, then settles early', async () => {
    const api = mockApi({
      'GET /tenant/t1/exit-statement': () =>
        ok({ ...statement, tenantName: 'Ravi', status: 'ACCEPTED', moveOutDate: '2099-12-15' }),
      'POST /tenant/t1/exit-statement/settle': () =>
        ok({ ...statement, status: 'SETTLED' }, 'Exit statement settled'),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the exit statement' });
    expect(
      within(dialog).getByText(
        "Ravi's move-out date is 15 Dec 2099. Settling today frees the bed now and bills nothing after today.",
      ),
    ).toBeInTheDocument();
    // nothing is asked about the refund, and nothing is sent, before staff answer
    expect(within(dialog).queryByRole('combobox', { name: /^Refund paid by/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Settle today' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Refund paid by/ }), 'CASH');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/t1/exit-statement/settle')).toHaveLength(1));
    expect(api.callsTo('POST', '/tenant/t1/exit-statement/settle')[0]!.body).toMatchObject({
      paymentMode: 'CASH',
      settleEarly: true,
    });
  });

  it('does not settle when staff cancel the question', async () => {
    const api = mockApi({
      'GET /tenant/t1/exit-statement': () =>
        ok({ ...statement, tenantName: 'Ravi', status: 'ACCEPTED', moveOutDate: '2099-12-15' }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the exit statement' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/tenant/t1/exit-statement/settle')).toHaveLength(0);
  });

  it('shows the rent still to be billed and the pending charges in the figures', async () => {
    mockApi({
      'GET /tenant/t1/exit-statement': () =>
        ok({
          ...statement,
          projected: [
            {
              periodStart: '2026-12-01',
              periodEnd: '2026-12-08',
              description: 'Rent (2026-12-01 to 2026-12-08, of 2026-12-01 to 2026-12-31)',
              amount: 2064.52,
            },
          ],
          projectedTotal: 2064.52,
          pending: [{ id: 'c1', kind: 'MEAL_CREDIT', description: 'Meal credit: 3 days away', amount: -250 }],
          pendingTotal: -250,
        }),
    });
    render();
    const list = await screen.findByLabelText('Exit statement figures');
    expect(
      within(list).getByText(
        'Still to be billed: Rent (2026-12-01 to 2026-12-08, of 2026-12-01 to 2026-12-31)',
      ),
    ).toBeInTheDocument();
    expect(within(list).getByText('Pending: Meal credit: 3 days away')).toBeInTheDocument();
    expect(within(list).getByText('+₹250')).toBeInTheDocument();
  });
});
