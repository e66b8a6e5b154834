import type { Language } from '@pgportal/contracts/enums';
import type { Invoice } from '@pgportal/contracts/types';
import { Button, DataTable, type DataTableColumn } from '@pgportal/ui';
import { formatDay, formatMoney, useT, type TenantsKey } from '../../../i18n/catalogue';
import { downloadGstNote } from './download';
import * as styles from './my-billing.module.css';

type T = (key: TenantsKey, values?: Record<string, string>) => string;
type WithGst = Invoice & { gst: NonNullable<Invoice['gst']> };
type Note = NonNullable<WithGst['gst']['notes']>[number];

/** A note's sentence: its serial and day, the GST it reversed or made payable, and whether on a late fee. */
function noteText(t: T, language: Language, note: Note) {
  const text = t(`gst${note.kind}`, {
    serial: note.serial,
    date: formatDay(note.date, language),
    amount: formatMoney(note.cgst + note.sgst, language),
  });
  return note.reason.startsWith('LATE_FEE') ? t('gstNoteOnLateFee', { note: text }) : text;
}

/** Each note of an invoice: its sentence and a Download of its PDF. */
function NotesOf({ notes, t, language }: { notes: readonly Note[]; t: T; language: Language }) {
  if (!notes.length) return <>{t('gstNoNotes')}</>;
  return (
    <ul className={styles.gstNotes}>
      {notes.map((note) => (
        <li key={note._id}>
          <span>{noteText(t, language, note)}</span>
          <Button
            variant="secondary"
            size="sm"
            className={styles.gstNoteDownload}
            onClick={() => downloadGstNote(note)}
            aria-label={t('downloadGstNote', { serial: note.serial })}
          >
            {t('download')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

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
    render: ({ gst }) => <NotesOf notes={gst.notes ?? []} t={t} language={language} />,
  },
];

/**
 * At a GST-registered PG (issue 44): each invoice's GST document (tax invoice or bill of supply, its
 * serial and tax) and, beside it, the credit or debit notes the billing job issued to correct it,
 * each with Download (its PDF). On the tenant's Billing in their language; on staff's Tenant
 * Details (`staff`) in English with staff's heading. Nothing shows at a PG that is not registered.
 */
export function GstOnInvoices({
  invoices,
  staff = false,
}: {
  invoices: readonly Invoice[] | undefined;
  staff?: boolean;
}) {
  const { t, language } = useT(!staff);
  const rows = (invoices ?? []).filter((invoice): invoice is WithGst => invoice.gst !== undefined);
  if (!rows.length) return null;
  const heading = t(staff ? 'gstHeadingStaff' : 'gstHeading');
  return (
    <section aria-labelledby="gst-on-invoices-heading">
      <h3 id="gst-on-invoices-heading">{heading}</h3>
      <p>{t(staff ? 'gstIntroStaff' : 'gstIntro')}</p>
      <DataTable
        label={heading}
        columns={columnsIn(t, language)}
        rows={rows}
        getRowId={(invoice) => invoice._id}
      />
    </section>
  );
}
