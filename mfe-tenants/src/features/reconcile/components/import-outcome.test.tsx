import { screen, within } from '@testing-library/react';
import { renderPage } from '@pgportal/testing';
import { ImportOutcome } from './import-outcome';

describe('the lines of an imported statement', () => {
  it('says what each duplicate matched and what each recorded credit paid', () => {
    renderPage(
      <ImportOutcome
        lines={[
          {
            lineNumber: 5,
            date: '2026-11-29',
            amount: 9500.5,
            reference: '412345678901',
            outcome: 'DUPLICATE',
            invoiceNumbers: [],
            says: 'already recorded on 29 Nov 2026 by Demo Manager',
          },
          {
            lineNumber: 6,
            date: '2026-11-29',
            amount: 19600,
            reference: null,
            outcome: 'MATCHED',
            invoiceNumbers: ['INV-2026-000020', 'INV-2026-000021'],
            says: 'paid INV-2026-000020, INV-2026-000021; ₹100.00 left to place',
          },
        ]}
      />,
      { url: '/app/reconcile' },
    );
    const table = screen.getByRole('table', { name: 'Lines of this statement' });
    const [duplicate, recorded] = within(table).getAllByRole('row').slice(1);
    expect(within(duplicate!).getByText('Duplicate')).toBeInTheDocument();
    expect(
      within(duplicate!).getByText('already recorded on 29 Nov 2026 by Demo Manager'),
    ).toBeInTheDocument();
    expect(within(recorded!).getByText('Recorded')).toBeInTheDocument();
    expect(within(recorded!).getByText(/paid INV-2026-000020, INV-2026-000021/)).toBeInTheDocument();
    expect(within(recorded!).getByText('-')).toBeInTheDocument();
  });
});
