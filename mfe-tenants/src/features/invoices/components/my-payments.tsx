import { PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { DataTable, EmptyState, type DataTableColumn } from '@pgportal/ui';
import { ReceiptButton, paymentsOf, type InvoicePayment } from './invoice-payments';

const columns: DataTableColumn<InvoicePayment>[] = [
  { key: 'paidAt', header: 'Date', render: ({ payment }) => formatDate(payment.paidAt) },
  { key: 'invoice', header: 'Invoice', render: ({ invoice }) => invoice.invoiceId },
  { key: 'amount', header: 'Amount', align: 'end', render: ({ payment }) => formatINR(payment.amount) },
  {
    key: 'mode',
    header: 'Mode',
    render: ({ payment }) =>
      payment.reference
        ? `${PAYMENT_MODE_LABELS[payment.paymentMode]} (UTR ${payment.reference})`
        : PAYMENT_MODE_LABELS[payment.paymentMode],
  },
  {
    key: 'receipt',
    header: 'Receipt',
    hideHeader: true,
    align: 'end',
    render: (entry) => <ReceiptButton entry={entry} />,
  },
];

/** The tenant's payments (a reversed one and its reversal left out), each with its 'Receipt'. */
export function MyPayments({
  invoices,
  loading,
}: {
  invoices: readonly Invoice[] | undefined;
  loading: boolean;
}) {
  return (
    <section aria-labelledby="my-payments-heading">
      <h2 id="my-payments-heading">My payments</h2>
      <DataTable
        label="My payments"
        columns={columns}
        rows={paymentsOf(invoices)}
        getRowId={({ payment }) => payment._id}
        loading={loading}
        emptyText={<EmptyState title="No payments yet" />}
      />
    </section>
  );
}
