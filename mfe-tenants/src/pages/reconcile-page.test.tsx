import type { StatementLine } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import ReconcilePage from './reconcile-page';

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  _id: 'l1',
  lineNumber: 5,
  date: '2026-11-20',
  narration: 'IMPS/ASHA RAO',
  amount: 9500.5,
  reference: '612345678905',
  status: 'SUGGESTED',
  invoice: { _id: 'b1', invoiceId: 'INV-2026-000007', outstandingAmount: 9500.5 },
  tenant: { _id: 't1', fullName: 'asha rao' },
  paymentId: null,
  ...overrides,
});

const counts = { read: 3, matched: 1, suggested: 1, unmatched: 1, duplicates: 0 };
const csv = (text: string) => new File([text], 'statement.csv', { type: 'text/csv' });

afterEach(() => jest.restoreAllMocks());
const render = (url = '/app/reconcile') => renderPage(<ReconcilePage />, { url });

describe('the Reconcile page', () => {
  it('asks to confirm columns it does not recognise, sends them with the file and shows the counts', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/statement-mapping': () => ok(null),
      'GET /payment/statement-lines': () => ok([]),
      'POST /payment/statements': () => ok(counts, 'Statement imported'),
    });
    render();
    await user.upload(
      screen.getByLabelText(/Bank statement \(CSV or Excel\)/),
      csv('When,What,Money In,Bank Ref\n01/11/2026,x,1,U\n'),
    );
    const columns = await screen.findByRole('group', { name: 'Confirm the statement’s columns' });
    const importButton = screen.getByRole('button', { name: 'Import statement' });
    expect(importButton).toBeDisabled();
    await user.selectOptions(within(columns).getByLabelText(/Date column/), 'When');
    await user.selectOptions(within(columns).getByLabelText(/Narration column/), 'What');
    await user.selectOptions(within(columns).getByLabelText(/Credit column/), 'Money In');
    await user.click(importButton);
    await screen.findByLabelText('Import result');
    const sent = api.callsTo('POST', '/payment/statements')[0]!.body as FormData;
    expect([sent.get('dateColumn'), sent.get('narrationColumn'), sent.get('creditColumn')]).toEqual([
      'When',
      'What',
      'Money In',
    ]);
    const list = screen.getByLabelText('Import result');
    expect(within(list).getByText('Matched').nextSibling).toHaveTextContent('1');
    expect(within(list).getByText('Read').nextSibling).toHaveTextContent('3');
  });

  it('needs no confirmation for the columns the property kept', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/statement-mapping': () =>
        ok({
          dateColumn: 'Txn Date',
          narrationColumn: 'Description',
          creditColumn: 'Credit',
          referenceColumn: null,
        }),
      'GET /payment/statement-lines': () => ok([]),
      'POST /payment/statements': () => ok(counts, 'Statement imported'),
    });
    render();
    await screen.findByText(/Columns kept for this property: Txn Date, Description/);
    await user.upload(
      screen.getByLabelText(/Bank statement \(CSV or Excel\)/),
      csv('Txn Date,Description,Credit\n01/11/2026,x,1\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    await screen.findByLabelText('Import result');
    expect(screen.queryByRole('group', { name: 'Confirm the statement’s columns' })).not.toBeInTheDocument();
    expect((api.callsTo('POST', '/payment/statements')[0]!.body as FormData).get('dateColumn')).toBeNull();
  });

  it('confirms a suggestion in one click and ignores a line', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/statement-mapping': () => ok(null),
      'GET /payment/statement-lines': ({ query }) =>
        ok(query.get('status') === 'SUGGESTED' ? [line({})] : [], 'ok'),
      'POST /payment/statement-lines/l1/match': () =>
        ok({ _id: 'l1' }, 'Payment recorded from the statement line'),
      'POST /payment/statement-lines/l1/ignore': () => ok({ _id: 'l1' }, 'Statement line ignored'),
    });
    render();
    const table = await screen.findByRole('table', { name: 'suggested statement lines' });
    expect(within(table).getByText('Asha Rao · INV-2026-000007')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Confirm .* for INV-2026-000007/ }));
    await waitFor(() => expect(api.callsTo('POST', '/payment/statement-lines/l1/match')).toHaveLength(1));
    expect(api.callsTo('POST', '/payment/statement-lines/l1/match')[0]!.body).toEqual({ billingId: 'b1' });
    await user.click(within(table).getByRole('button', { name: 'Ignore line 5' }));
    await waitFor(() => expect(api.callsTo('POST', '/payment/statement-lines/l1/ignore')).toHaveLength(1));
  });
});
