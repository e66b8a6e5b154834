// Issue 44: at a GST-registered PG the tenant's Billing lists each invoice's GST document and the
// credit or debit notes for it, in English and Hindi; at a PG that is not registered, nothing.
import type { Invoice } from '@pgportal/contracts/types';
import { act, screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { MyBilling } from './my-billing';

const invoice: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-08-01',
  dueDate: '2026-08-06',
  invoiceType: 'RENT',
  status: 'PAID',
  totalAmount: 9000,
  paidAmount: 9000,
  outstandingAmount: 0,
  paidAt: '2026-08-03',
  periodStart: '2026-08-01',
  periodEnd: '2026-08-31',
  payments: [],
  claims: [],
};
const taxed: Invoice = {
  ...invoice,
  gst: {
    kind: 'TAX_INVOICE',
    serial: 'GST/26-27/1',
    gstin: '29AAGCB7383J1Z4',
    legalName: 'Sunrise Stays LLP',
    sac: '996322',
    taxableValue: 8571.44,
    ratePercent: 5,
    cgst: 214.28,
    sgst: 214.28,
    reason: 'SHORT_STAY',
    notes: [
      {
        kind: 'CREDIT_NOTE',
        serial: 'CN/26-27/1',
        date: '2026-10-30',
        reason: 'REACHED_90_DAYS',
        taxableValue: 8571.44,
        ratePercent: 5,
        cgst: 214.28,
        sgst: 214.28,
      },
    ],
  },
};

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('lists the GST document and its credit note, in English and in Hindi', async () => {
  mockApi({ 'GET /payment/my-invoices': () => ok([taxed]) });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  const table = await screen.findByRole('table', { name: 'GST on your invoices' });
  expect(within(table).getByText('GST/26-27/1')).toBeInTheDocument();
  expect(within(table).getByText('Tax invoice')).toBeInTheDocument();
  expect(within(table).getByText('₹428.56')).toBeInTheDocument();
  expect(
    within(table).getByText('Credit note CN/26-27/1 of Oct 30 2026: GST ₹428.56 reversed'),
  ).toBeInTheDocument();
  act(() => useLanguage.getState().setLanguage('hi'));
  const hindi = await screen.findByRole('table', { name: 'आपके बिलों पर GST' });
  expect(within(hindi).getByText('कर बीजक')).toBeInTheDocument();
  expect(within(hindi).getByText(/क्रेडिट नोट CN\/26-27\/1/)).toBeInTheDocument();
});

it('shows nothing of GST at a PG that is not registered', async () => {
  mockApi({ 'GET /payment/my-invoices': () => ok([invoice]) });
  renderPage(<MyBilling />, { url: '/tenant/billing' });
  await screen.findByRole('table', { name: 'My invoices' });
  expect(screen.queryByRole('table', { name: 'GST on your invoices' })).not.toBeInTheDocument();
});
