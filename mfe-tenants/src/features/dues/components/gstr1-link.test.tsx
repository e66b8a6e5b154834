import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { TallyExport } from './tally-export';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const property = (gstin: string) => ({ _id: 'p7', name: 'Sunrise PG', gstin, rooms: [] });

describe('GSTR-1 CSV on Dues', () => {
  it('downloads the month chosen in Tally month when the current property is GST-registered', async () => {
    signInAs.staff('MANAGER', { currentProperty: 'p7' });
    mockApi({ 'GET /property/p7': () => ok(property('29AAGCB7383J1Z4')) });
    renderPage(<TallyExport />, { url: '/app/dues' });
    const link = await screen.findByRole('link', { name: 'GSTR-1 CSV' });
    expect(link).toHaveAttribute('download');
    expect(link.getAttribute('href')).toMatch(/^\/api\/v1\/export\/gstr1\.csv\?month=\d{4}-\d{2}$/);
    const month = screen.getByLabelText(/Tally month/);
    fireEvent.change(month, { target: { value: '2026-10' } });
    expect(screen.getByRole('link', { name: 'GSTR-1 CSV' })).toHaveAttribute(
      'href',
      '/api/v1/export/gstr1.csv?month=2026-10',
    );
  });

  it('is not offered for a property without a GSTIN', async () => {
    signInAs.staff('MANAGER', { currentProperty: 'p7' });
    const fetched = jest.fn(() => ok(property('')));
    mockApi({ 'GET /property/p7': fetched });
    renderPage(<TallyExport />, { url: '/app/dues' });
    expect(await screen.findByRole('link', { name: 'Tally XML' })).toBeInTheDocument();
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20)); // the answer rendered
    expect(screen.queryByRole('link', { name: 'GSTR-1 CSV' })).toBeNull();
  });
});
