import { fireEvent, render, screen } from '@testing-library/react';
import { todayApiDate } from '@pgportal/contracts/format';
import { TallyExport, monthDays } from './tally-export';

describe('TallyExport', () => {
  it('downloads this month’s Tally XML of the current property', () => {
    render(<TallyExport />);
    const { from, to } = monthDays(todayApiDate().slice(0, 7));
    const link = screen.getByRole('link', { name: 'Tally XML' });
    expect(link).toHaveAttribute('href', `/api/v1/export/tally.xml?from=${from}&to=${to}`);
    expect(link).toHaveAttribute('download');
  });

  it('downloads the month chosen in the Tally month field', () => {
    render(<TallyExport />);
    fireEvent.change(screen.getByLabelText(/Tally month/), { target: { value: '2024-02' } });
    expect(screen.getByRole('link', { name: 'Tally XML' })).toHaveAttribute(
      'href',
      '/api/v1/export/tally.xml?from=2024-02-01&to=2024-02-29',
    );
  });

  it('knows each month’s last day', () => {
    expect([monthDays('2026-04'), monthDays('2025-12'), monthDays('2023-02')]).toEqual([
      { from: '2026-04-01', to: '2026-04-30' },
      { from: '2025-12-01', to: '2025-12-31' },
      { from: '2023-02-01', to: '2023-02-28' },
    ]);
  });
});
