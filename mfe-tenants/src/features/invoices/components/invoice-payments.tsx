import { PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR, formatName } from '@pgportal/contracts/format';
import type { Invoice, Payment } from '@pgportal/contracts/types';
import { Button, DataTable, layout, type DataTableColumn } from '@pgportal/ui';
import { formatDay, formatMoney, useT } from '../../../i18n/catalogue';
import { downloadReceipt } from './download';
import {
  CancelledNote,
  StruckIfCancelled,
  withCancellations,
  type Cancellation,
} from './payment-cancellation';

/** One payment with the invoice it paid; `cancelled` when a reversal undid it and cancelled its receipt. */
export interface InvoicePayment {
  invoice: Invoice;
  payment: Payment;
  cancelled?: Cancellation | null;
}

/**
 * Each invoice's payments, in the order of the invoices (newest first), each invoice's oldest
 * first; a reversal is never one, a payment it reversed stays, cancelled.
 */
export function paymentsOf(invoices: readonly Invoice[] | undefined): InvoicePayment[] {
  return (invoices ?? []).flatMap((invoice) =>
    withCancellations(invoice.payments).map((entry) => ({ invoice, ...entry })),
  );
}

export const describePayment = ({ invoice, payment }: InvoicePayment) =>
  `${formatINR(payment.amount)} paid on ${formatDate(payment.paidAt)} for ${invoice.invoiceId}`;

/** 'Receipt': downloads the payment's receipt (PDF); in the tenant's language when `translated`. */
export function ReceiptButton({
  entry,
  translated = false,
}: {
  entry: InvoicePayment;
  translated?: boolean;
}) {
  const { t, language } = useT(translated);
  const { invoice, payment, cancelled } = entry;
  const described = {
    amount: formatMoney(payment.amount, language),
    date: formatDay(payment.paidAt, language),
    id: invoice.invoiceId,
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => downloadReceipt(entry.payment)}
      aria-label={t(cancelled ? 'cancelledReceiptFor' : 'receiptFor', described)}
    >
      {t('receipt')}
    </Button>
  );
}

interface InvoicePaymentsProps {
  invoices: readonly Invoice[] | undefined;
  loading: boolean;
  onReverse: (entry: InvoicePayment) => void;
}

/**
 * The Invoice tab's payments: Invoice, Date, Amount, Mode, Recorded By, 'Receipt' and 'Reverse'
 * (a cancelled payment struck through with its reason, and no 'Reverse').
 */
export function InvoicePayments({ invoices, loading, onReverse }: InvoicePaymentsProps) {
  const columns: DataTableColumn<InvoicePayment>[] = [
    { key: 'invoice', header: 'Invoice', render: ({ invoice }) => invoice.invoiceId },
    {
      key: 'paidAt',
      header: 'Date',
      render: ({ payment, cancelled }) => (
        <StruckIfCancelled cancelled={cancelled}>{formatDate(payment.paidAt)}</StruckIfCancelled>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: ({ payment, cancelled }) => (
        <StruckIfCancelled cancelled={cancelled}>{formatINR(payment.amount)}</StruckIfCancelled>
      ),
    },
    {
      key: 'mode',
      header: 'Mode',
      render: ({ payment, cancelled }) => (
        <>
          {payment.reference
            ? `${PAYMENT_MODE_LABELS[payment.paymentMode]} (UTR ${payment.reference})`
            : PAYMENT_MODE_LABELS[payment.paymentMode]}
          <CancelledNote cancelled={cancelled} />
        </>
      ),
    },
    {
      key: 'recordedBy',
      header: 'Recorded By',
      render: ({ payment }) => formatName(payment.recordedBy?.name) || 'Unknown',
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (entry) => (
        <span className={layout.row}>
          <ReceiptButton entry={entry} />
          {entry.cancelled ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onReverse(entry)}
              aria-label={`Reverse ${describePayment(entry)}`}
            >
              Reverse
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="invoice-payments-heading">
      <h3 id="invoice-payments-heading">Payments</h3>
      <DataTable
        label="Payments"
        columns={columns}
        rows={paymentsOf(invoices)}
        getRowId={({ payment }) => payment._id}
        loading={loading}
        emptyText="No payments recorded yet"
      />
    </section>
  );
}
