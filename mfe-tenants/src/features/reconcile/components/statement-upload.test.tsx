import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import ReconcilePage from '../../../pages/reconcile-page';

const counts = { read: 4, matched: 0, suggested: 0, unmatched: 4, duplicates: 0, skipped: 10 };
const KOTAK =
  'Kotak Mahindra Bank\nAccount No.,1234567890\n\n' +
  'Sl. No.,Date,Description,Chq / Ref number,Amount,Dr / Cr,Balance,Dr / Cr\n' +
  '1,01-Nov-2026,UPI/ASHA RAO/412345678901/RENT,UPI-412345678901,"9,500.00",CR,"19,500.00",CR\n';

afterEach(() => jest.restoreAllMocks());

const apiWith = () =>
  mockApi({
    'GET /payment/statement-mapping': () => ok(null),
    'GET /payment/statement-lines': () => ok([]),
    'POST /payment/statements': () => ok(counts, 'Statement imported'),
  });

describe('the statement upload', () => {
  it("finds a Kotak statement's Amount, Dr / Cr and balance columns and sends them confirmed", async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderPage(<ReconcilePage />, { url: '/app/reconcile' });
    await user.upload(
      screen.getByLabelText(/Bank statement \(CSV or Excel\)/),
      new File([KOTAK], 'kotak.csv', { type: 'text/csv' }),
    );
    const columns = await screen.findByRole('group', { name: 'Confirm the statement’s columns' });
    expect(within(columns).getByLabelText(/Credit column/)).toHaveValue('Amount');
    expect(within(columns).getByLabelText(/Dr \/ Cr column/)).toHaveValue('Dr / Cr');
    expect(within(columns).getByLabelText(/Balance column/)).toHaveValue('Balance');
    expect(within(columns).getByLabelText(/Withdrawal column/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    const result = await screen.findByLabelText('Import result');
    expect(within(result).getByText('Other lines skipped').nextSibling).toHaveTextContent('10');
    const sent = api.callsTo('POST', '/payment/statements')[0]!.body as FormData;
    expect([sent.get('creditColumn'), sent.get('indicatorColumn'), sent.get('balanceColumn')]).toEqual([
      'Amount',
      'Dr / Cr',
      'Balance',
    ]);
    expect(sent.get('debitColumn')).toBeNull();
  });

  it('sends an Excel statement as it is: the server finds its columns by their names', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderPage(<ReconcilePage />, { url: '/app/reconcile' });
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    await user.upload(
      screen.getByLabelText(/Bank statement \(CSV or Excel\)/),
      new File([xlsx], 'hdfc.xlsx'),
    );
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    await screen.findByLabelText('Import result');
    expect(screen.queryByRole('group', { name: 'Confirm the statement’s columns' })).not.toBeInTheDocument();
    expect((api.callsTo('POST', '/payment/statements')[0]!.body as FormData).get('dateColumn')).toBeNull();
  });
});
