// Issue 27: the tenant's Billing in Hindi, amounts and dates in hi-IN; back in English on a switch.
import type { Invoice } from '@pgportal/contracts/types';
import { act, screen } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { MyBilling } from './my-billing';

const invoice: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-10',
  invoiceType: 'RENT',
  status: 'UNPAID',
  totalAmount: 123456,
  paidAmount: 0,
  outstandingAmount: 123456,
  paidAt: null,
  periodStart: '2026-03-05',
  periodEnd: '2026-04-04',
  payments: [],
  claims: [],
  upi: {
    uri: 'upi://pay?pa=sunrisepg%40okaxis&am=123456.00&tn=INV-2026-000007',
    qrDataUrl: 'data:image/png;base64,AAAA',
    payee: { id: 'sunrisepg@okaxis', name: 'Sunrise PG' },
  },
};

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('reads in Hindi, with ₹ in Indian grouping and Hindi dates, and switches back to English', async () => {
  useLanguage.getState().setLanguage('hi');
  expect(document.documentElement.lang).toBe('hi');
  mockApi({ 'GET /payment/my-invoices': () => ok([invoice]) });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  const summary = await screen.findByText(/आपका बकाया/);
  expect(summary).toHaveTextContent('आपका बकाया ₹1,23,456 है, अगला भुगतान 10 मार्च 2026 तक करें।');
  expect(screen.getByRole('table', { name: 'मेरे बिल' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'बकाया' })).toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'INV-2026-000007 का भुगतान करें' });
  expect(card).toHaveTextContent('₹1,23,456 का भुगतान 10 मार्च 2026 तक करें');
  expect(screen.getAllByRole('link', { name: 'UPI ऐप में ₹1,23,456 का भुगतान करें' })[0]).toHaveAttribute(
    'href',
    invoice.upi!.uri,
  );
  expect(screen.getByRole('button', { name: 'मैंने INV-2026-000007 का भुगतान कर दिया है' })).toBeInTheDocument();
  expect(screen.getByText('दूसरे फ़ोन से स्कैन करें')).toBeInTheDocument();

  act(() => useLanguage.getState().setLanguage('en'));
  expect(await screen.findByText(/You owe/)).toHaveTextContent('You owe ₹1,23,456, the next payment due by');
  expect(document.documentElement.lang).toBe('en');
});
