import type { Language } from '@pgportal/contracts/enums';
import type { Invoice } from '@pgportal/contracts/types';
import { DataTable, type DataTableColumn } from '@pgportal/ui';
import { formatDay, formatMoney, useT, type TenantsKey } from '../../../i18n/catalogue';

type T = (key: TenantsKey, values?: Record<string, string>) => string;
type WithGst = Invoice & { gst: NonNullable<Invoice['gst']> };

/** A note's sentence: its serial and day, and the GST it reversed or made payable. */
const noteText = (t: T, language: Language, note: NonNullable<WithGst['gst']['notes']>[number]) =>
  t(`gst${note.kind}`, {
    serial: note.serial,
    date: formatDay(note.date, language),
    amount: formatMoney(note.cgst + note.sgst, language),
  });

const columnsIn = (t: T, language: Language): DataTableColumn<WithGst>[] => [
  { key: 'invoiceId', header: t('colInvoice') },
  { key: 'serial', header: t('colGstSerial'), render: ({ gst }) => gst.serial },
  { key: 'kind', header: t('colGstKind'), render: ({ gst }) => t(`gst${gst.kind}`) },
  {
    key: 'tax',
    header: t('colGstTax'),
    align: 'end',
    render: ({ gst }) => formatMoney(gst.cgst + gst.sgst, language),
  },
  {
    key: 'notes',
    header: t('colGstNotes'),
    render: ({ gst }) =>
      gst.notes?.length ? gst.notes.map((note) => noteText(t, language, note)).join('; ') : t('gstNoNotes'),
  },
];

/**
 * The tenant's Billing, at a GST-registered PG (issue 44): each invoice's GST document (tax invoice
 * or bill of supply, its serial and tax) and the credit or debit notes the billing job issued for
 * it. Nothing shows at a PG that is not registered.
 */
export function GstOnInvoices({ invoices }: { invoices: readonly Invoice[] | undefined }) {
  const { t, language } = useT();
  const rows = (invoices ?? []).filter((invoice): invoice is WithGst => invoice.gst !== undefined);
  if (!rows.length) return null;
  return (
    <section aria-labelledby="gst-on-invoices-heading">
      <h3 id="gst-on-invoices-heading">{t('gstHeading')}</h3>
      <p>{t('gstIntro')}</p>
      <DataTable
        label={t('gstHeading')}
        columns={columnsIn(t, language)}
        rows={rows}
        getRowId={(invoice) => invoice._id}
      />
    </section>
  );
}
