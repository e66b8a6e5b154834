import type { Invoice, Payment } from '@pgportal/contracts/types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { StaffRentReceipts } from './staff-rent-receipts';

const payment = (overrides: Partial<Payment>): Payment => ({
  _id: 'p1',
  amount: 9000,
  paymentMode: 'UPI',
  paidAt: '2026-03-06',
  reverses: null,
  recordedBy: { _id: 'u1', name: 'meera manager' },
  reference: null,
  receiptNumber: 'RCP-2026-000001',
  createdAt: '2026-03-06T10:00:00.000Z',
  ...overrides,
});

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  _id: 'i1',
  invoiceId: 'INV-2026-000001',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-10',
  invoiceType: 'RENT',
  status: 'PAID',
  totalAmount: 9000,
  paidAmount: 9000,
  outstandingAmount: 0,
  paidAt: '2026-03-06',
  periodStart: '2026-03-05',
  periodEnd: '2026-04-04',
  payments: [payment({})],
  ...overrides,
});

describe('HRA rent receipts (issue 44)', () => {
  it('offers the months rent was received, by financial year, as download links', async () => {
    mockApi({
      'GET /payment/tenant-invoice/t1': () =>
        ok([
          invoice({ _id: 'i2', invoiceId: 'INV-2026-000002', payments: [payment({ _id: 'p2', paidAt: '2026-04-07' })] }),
          invoice({}),
          // a deposit is not rent
          invoice({ _id: 'i3', invoiceType: 'ADVANCE', payments: [payment({ _id: 'p3', paidAt: '2025-12-01' })] }),
        ]),
    });
    renderPage(<StaffRentReceipts tenantId="t1" />, { url: '/app/tenants/view/t1' });
    const year = await screen.findByRole('link', { name: 'Download rent receipt for the year 2026-27' });
    expect(year).toHaveAttribute('href', '/api/v1/tenant/t1/rent-receipt?financialYear=2026');
    expect(screen.getByRole('link', { name: 'Download rent receipt for April 2026' })).toHaveAttribute(
      'href',
      '/api/v1/tenant/t1/rent-receipt?month=2026-04',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), '2025');
    expect(screen.getByRole('link', { name: 'Download rent receipt for March 2026' })).toHaveAttribute(
      'href',
      '/api/v1/tenant/t1/rent-receipt?month=2026-03',
    );
    expect(screen.getByRole('combobox', { name: 'Financial year' })).not.toHaveTextContent('2024-25');
  });

  it('says so when no rent has been received', async () => {
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([invoice({ payments: [] })]) });
    renderPage(<StaffRentReceipts tenantId="t1" />, { url: '/app/tenants/view/t1' });
    expect(
      await screen.findByText('No rent has been received yet, so there is no rent receipt to download.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
