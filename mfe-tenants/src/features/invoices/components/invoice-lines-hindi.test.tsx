// Issue 42: a Hindi reader's Billing names the portal's own invoice lines in Hindi; what staff
// typed stays as typed.
import type { Invoice } from '@pgportal/contracts/types';
import { act, screen, within } from '@testing-library/react';
import { useLanguage } from '@pgportal/runtime/language';
import { renderPage } from '@pgportal/testing';
import { InvoiceLines } from './invoice-lines';

const invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000011',
  lines: [
    { kind: 'RENT', description: 'Rent', amount: 8000 },
    { kind: 'MEALS', description: 'Meals', amount: 1500.5 },
    { kind: 'LATE_FEE', description: 'Late fee for 7 Nov 2026 (day 2)', amount: 50, id: 'l1', waived: true },
    { kind: 'OTHER', description: 'Broken chair', amount: 450 },
  ],
} as unknown as Invoice;

beforeEach(() => useLanguage.getState().setLanguage('hi'));
afterEach(() => act(() => useLanguage.getState().setLanguage('en')));

it('names rent, meals and late fees in Hindi, and keeps a charge as staff typed it', () => {
  renderPage(<InvoiceLines invoices={[invoice]} loading={false} translated />, { url: '/tenant/billing' });
  const table = screen.getByRole('table');
  expect(within(table).getByText('किराया')).toBeInTheDocument();
  expect(within(table).getByText('भोजन')).toBeInTheDocument();
  expect(within(table).getByText('विलंब शुल्क, 7 Nov 2026 (दिन 2) (माफ़)')).toBeInTheDocument();
  expect(within(table).getByText('Broken chair')).toBeInTheDocument();
  expect(within(table).queryByText('Rent')).not.toBeInTheDocument();
});
