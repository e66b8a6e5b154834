import type { Language } from '@pgportal/contracts/enums';
import type { Invoice } from '@pgportal/contracts/types';
import type { Translate } from '@pgportal/runtime/i18n';
import { DataTable, EmptyState, type DataTableColumn } from '@pgportal/ui';
import { formatDay, formatMoney, useT, type TenantsKey } from '../../../i18n/catalogue';
import { ReceiptButton, paymentsOf, type InvoicePayment } from './invoice-payments';
import { CancelledNote, StruckIfCancelled } from './payment-cancellation';

const columnsIn = (t: Translate<TenantsKey>, language: Language): DataTableColumn<InvoicePayment>[] => [
  {
    key: 'paidAt',
    header: t('colDate'),
    render: ({ payment, cancelled }) => (
      <StruckIfCancelled cancelled={cancelled} translated>
        {formatDay(payment.paidAt, language)}
      </StruckIfCancelled>
    ),
  },
  { key: 'invoice', header: t('colInvoice'), render: ({ invoice }) => invoice.invoiceId },
  {
    key: 'amount',
    header: t('colAmount'),
    align: 'end',
    render: ({ payment, cancelled }) => (
      <StruckIfCancelled cancelled={cancelled} translated>
        {formatMoney(payment.amount, language)}
      </StruckIfCancelled>
    ),
  },
  {
    key: 'mode',
    header: t('colMode'),
    render: ({ payment, cancelled }) => (
      <>
        {payment.reference
          ? t('paidByUtr', { mode: t(`mode${payment.paymentMode}`), utr: payment.reference })
          : t(`mode${payment.paymentMode}`)}
        <CancelledNote cancelled={cancelled} translated />
      </>
    ),
  },
  {
    key: 'receipt',
    header: t('receipt'),
    hideHeader: true,
    align: 'end',
    render: (entry) => <ReceiptButton entry={entry} translated />,
  },
];

/**
 * The tenant's payments, each with its 'Receipt'; one that was reversed stays, struck through with
 * the day and reason it was cancelled (its reversal is not listed), and its receipt still downloads.
 */
export function MyPayments({
  invoices,
  loading,
}: {
  invoices: readonly Invoice[] | undefined;
  loading: boolean;
}) {
  const { t, language } = useT();
  return (
    <section aria-labelledby="my-payments-heading">
      <h2 id="my-payments-heading">{t('myPayments')}</h2>
      <DataTable
        label={t('myPayments')}
        columns={columnsIn(t, language)}
        rows={paymentsOf(invoices)}
        getRowId={({ payment }) => payment._id}
        loading={loading}
        emptyText={<EmptyState title={t('noPayments')} />}
      />
    </section>
  );
}
