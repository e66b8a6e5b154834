import type { Language } from '@pgportal/contracts/enums';
import { lineNameIn } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import type { Translate } from '@pgportal/runtime/i18n';
import { Button, DataTable, type DataTableColumn } from '@pgportal/ui';
import { formatMoney, useT, type TenantsKey } from '../../../i18n/catalogue';

/** One line of an invoice, with the invoice it belongs to. */
export interface InvoiceLineRow {
  invoice: Invoice;
  index: number;
  description: string;
  amount: number;
  /** a late fee the billing job charged: its id and whether staff waived it */
  id?: string;
  waived?: boolean;
}

/** A late fee staff may still waive: charged, not waived, not a waiver's own line. */
const waivable = (line: InvoiceLineRow) => line.id !== undefined && !line.waived && line.amount > 0;

/** Each invoice's lines, in the order of the invoices (newest first), each in its own order. */
export function linesOf(invoices: readonly Invoice[] | undefined): InvoiceLineRow[] {
  return (invoices ?? []).flatMap((invoice) =>
    (invoice.lines ?? []).map((line, index) => ({ invoice, index, ...line })),
  );
}

const columnsIn = (t: Translate<TenantsKey>, language: Language): DataTableColumn<InvoiceLineRow>[] => [
  { key: 'invoice', header: t('colInvoice'), render: ({ invoice }) => invoice.invoiceId },
  {
    key: 'description',
    header: t('colDescription'),
    // the names the portal writes, in the tenant's language (issue 42); staff's own text as typed
    render: ({ description, waived }) => {
      const name = lineNameIn(language, description);
      return waived ? t('lineWaived', { description: name }) : name;
    },
  },
  { key: 'amount', header: t('colAmount'), align: 'end', render: ({ amount }) => formatMoney(amount, language) },
];

/** Staff's column: 'Waive' on each late fee still charged (issue 23). */
const waiveColumn = (onWaive: (line: InvoiceLineRow) => void): DataTableColumn<InvoiceLineRow> => ({
  key: 'actions',
  header: 'Actions',
  hideHeader: true,
  align: 'end',
  render: (line) =>
    waivable(line) ? (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onWaive(line)}
        aria-label={`Waive ${line.description} on ${line.invoice.invoiceId}`}
      >
        Waive
      </Button>
    ) : null,
});

/**
 * What each invoice is made of (issue 23): rent, meals, advance, the charges and credits it took,
 * late fees (a waived one says so, and its waiver follows as a negative line with the reason).
 * The lines of an invoice add up to its amount. Staff's tab passes onWaive; the tenant's Billing
 * passes `translated` (headers and the portal's own line names in the tenant's language).
 */
export function InvoiceLines({
  invoices,
  loading,
  onWaive,
  translated = false,
}: {
  invoices: readonly Invoice[] | undefined;
  loading: boolean;
  onWaive?: (line: InvoiceLineRow) => void;
  translated?: boolean;
}) {
  const { t, language } = useT(translated);
  const rows = linesOf(invoices);
  const columns = columnsIn(t, language);
  // The column shows only when there is a fee to waive.
  const withWaive = onWaive && rows.some(waivable) ? [...columns, waiveColumn(onWaive)] : columns;
  return (
    <section aria-labelledby="invoice-lines-heading">
      <h3 id="invoice-lines-heading">{t('invoiceLines')}</h3>
      <DataTable
        label={t('invoiceLines')}
        columns={withWaive}
        rows={rows}
        getRowId={({ invoice, index }) => `${invoice._id}-${index}`}
        loading={loading}
        emptyText={t('noInvoiceLines')}
      />
    </section>
  );
}
