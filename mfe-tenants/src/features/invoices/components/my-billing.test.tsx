import type { Invoice } from '@pgportal/contracts/types';
import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { MyBilling } from './my-billing';

const base: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-10',
  invoiceType: 'RENT',
  status: 'PARTIAL',
  totalAmount: 9500,
  paidAmount: 1000,
  outstandingAmount: 8500,
  paidAt: null,
  periodStart: '2026-03-05',
  periodEnd: '2026-04-04',
  payments: [],
  upi: {
    uri: 'upi://pay?pa=pg%40okaxis&am=8500.00&tn=INV-2026-000007',
    qrDataUrl: 'data:image/png;base64,AAAA',
  },
};

afterEach(() => jest.restoreAllMocks());

describe('the tenant’s Billing page', () => {
  it('says what is owed and by when, and shows the UPI code of what is outstanding', async () => {
    const settled: Invoice = {
      ...base,
      _id: 'i0',
      invoiceId: 'INV-2026-000001',
      status: 'PAID',
      paidAmount: 9500,
      outstandingAmount: 0,
      paidAt: '2026-02-06',
      upi: null,
    };
    mockApi({ 'GET /payment/my-invoices': () => ok([base, settled]) });
    renderPage(<MyBilling />, { url: '/tenant/billing' });
    expect(await screen.findByText('₹8,500', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Mar 10 2026', { selector: 'strong' })).toBeInTheDocument();
    const upi = screen.getByRole('region', { name: 'Pay by UPI' });
    expect(
      within(upi).getByRole('img', { name: 'UPI QR code to pay ₹8,500 for INV-2026-000007' }),
    ).toHaveAttribute('src', base.upi!.qrDataUrl);
    expect(within(upi).getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      base.upi!.uri,
    );
    expect(within(upi).queryByText(/INV-2026-000001/)).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'My invoices' });
    expect(within(table).getByRole('button', { name: 'Download INV-2026-000001' })).toBeInTheDocument();
  });

  it('says nothing is owed when every invoice is paid', async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([]) });
    renderPage(<MyBilling />, { url: '/tenant/billing' });
    expect(await screen.findByText('You owe nothing. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by UPI' })).not.toBeInTheDocument();
  });
});
