import { render, screen } from '@testing-library/react';
import { ExportLink } from './export-link';

describe('ExportLink', () => {
  it('downloads the export of the list shown, between its dates', () => {
    render(<ExportLink kind="invoices" label="Export invoices (CSV)" from="2026-01-01" to="2026-01-31" />);
    const link = screen.getByRole('link', { name: 'Export invoices (CSV)' });
    expect(link).toHaveAttribute('href', '/api/v1/export/invoices.csv?from=2026-01-01&to=2026-01-31');
    expect(link).toHaveAttribute('download');
  });

  it('is called Export CSV and sends no dates when the list has none', () => {
    render(<ExportLink kind="tenants" />);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/export/tenants.csv',
    );
  });
});
