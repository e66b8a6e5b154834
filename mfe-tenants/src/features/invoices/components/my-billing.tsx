import type { Language } from '@pgportal/contracts/enums';
import { pageReady } from '@pgportal/contracts/page-snapshot';
import type { Invoice } from '@pgportal/contracts/types';
import { Button, DataTable, EmptyState, LoadingBlock, layout, type DataTableColumn } from '@pgportal/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useMyInvoices } from '../api';
import { downloadInvoice } from './download';
import { DueSummary } from './due-summary';
import { GstOnInvoices } from './gst-on-invoices';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import * as styles from './my-billing.module.css';
import { MyPayments } from './my-payments';
import { PayInvoiceCard, isPayable } from './pay-by-upi';
import { formatDay, formatMoney, useT, type TenantsKey } from '../../../i18n/catalogue';

// A chunk of its own: it brings zod, which the page's first paint need not wait for. It is fetched
// once the page is on screen (so the service worker keeps it: offline, the modal still opens and
// says the network is needed), and shown when the tenant claims a payment.
const loadIHavePaidModal = () => import('./i-have-paid-modal');
const IHavePaidModal = lazy(() =>
  loadIHavePaidModal().then((module) => ({ default: module.IHavePaidModal })),
);

type T = (key: TenantsKey, values?: Record<string, string>) => string;

const columnsIn = (t: T, language: Language): DataTableColumn<Invoice>[] => [
  { key: 'invoiceId', header: t('colId') },
  { key: 'invoiceDate', header: t('colDate'), render: (invoice) => formatDay(invoice.invoiceDate, language) },
  { key: 'dueDate', header: t('colDueDate'), render: (invoice) => formatDay(invoice.dueDate, language) },
  {
    key: 'invoiceType',
    header: t('colType'),
    render: (invoice) => t(`type${invoice.invoiceType}`),
  },
  {
    key: 'totalAmount',
    header: t('colAmount'),
    align: 'end',
    render: (invoice) => formatMoney(invoice.totalAmount, language),
  },
  {
    key: 'outstandingAmount',
    header: t('colDue'),
    align: 'end',
    render: (invoice) => formatMoney(invoice.outstandingAmount, language),
  },
  {
    key: 'status',
    header: t('colStatus'),
    render: (invoice) => <InvoiceStatusBadge status={invoice.status} translated />,
  },
  { key: 'paidAt', header: t('colPaidAt'), render: (invoice) => formatDay(invoice.paidAt, language) },
  {
    key: 'download',
    header: t('download'),
    hideHeader: true,
    align: 'end',
    render: (invoice) => (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadInvoice(invoice)}
        aria-label={t('downloadInvoice', { id: invoice.invoiceId })}
      >
        {t('download')}
      </Button>
    ),
  },
];

/**
 * The tenant's Billing page: what they owe and by when, 'Pay ₹X in a UPI app' for everything due
 * and for each invoice, 'I have paid' with the UTR, their invoices with status, Download and
 * lines, and their payments, each with its 'Receipt'.
 */
export function MyBilling({ children }: { children?: ReactNode }) {
  const { data, isLoading } = useMyInvoices();
  const [claiming, setClaiming] = useState<readonly Invoice[] | null>(null);
  useEffect(() => {
    void loadIHavePaidModal();
  }, []);
  const open = (data ?? []).filter((invoice) => invoice.outstandingAmount > 0);
  const payable = open.filter(isPayable);
  const { t, language } = useT();

  // Until the invoices come, a screen's height is kept for them: what loads below (electricity,
  // notice) stays out of sight instead of jumping down when the dues arrive (the page's CLS).
  if (isLoading && !data) return <LoadingBlock label={t('loadingBilling')} className={styles.loading} />;
  return (
    <div className={layout.stackLg} {...pageReady(!isLoading)}>
      {data ? <DueSummary open={open} onClaimAll={setClaiming} /> : null}
      {children}
      {payable.length ? (
        <section aria-label={t('payByUpi')} className={styles.upiList}>
          {payable.map((invoice) => (
            <PayInvoiceCard key={invoice._id} invoice={invoice} onClaim={(one) => setClaiming([one])} />
          ))}
        </section>
      ) : null}
      <DataTable
        label={t('myInvoices')}
        columns={columnsIn(t, language)}
        rows={data}
        getRowId={(invoice) => invoice._id}
        loading={isLoading}
        emptyText={<EmptyState title={t('noInvoices')} />}
      />
      {data?.length ? <InvoiceLines invoices={data} loading={isLoading} translated /> : null}
      <GstOnInvoices invoices={data} />
      <MyPayments invoices={data} loading={isLoading} />
      {claiming ? (
        <Suspense fallback={null}>
          <IHavePaidModal invoices={claiming} onClose={() => setClaiming(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
