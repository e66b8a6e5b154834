import { formatDate, sumRupees, toPaise, upiNoteFor, upiUri } from '@pgportal/contracts/format';
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { Button, Card, Notice, buttonClassName, layout } from '@pgportal/ui';
import * as styles from './my-billing.module.css';
import { formatDay, formatMoney, useT } from '../../../i18n/catalogue';

export type PayableInvoice = Invoice & { upi: NonNullable<Invoice['upi']> };

export const isPayable = (invoice: Invoice): invoice is PayableInvoice =>
  invoice.outstandingAmount > 0 && !!invoice.upi;

/**
 * One upi://pay link for everything due: the payee of the invoices' own links, the sum of what is
 * outstanding, and a note naming the invoices (upiNoteFor). Null without a payee.
 */
export function payAllUri(invoices: readonly PayableInvoice[]): string | null {
  const payee = invoices[0]?.upi.payee;
  if (!payee) return null;
  const paise = toPaise(sumRupees(invoices.map((invoice) => invoice.outstandingAmount)));
  return upiUri(payee, paise, upiNoteFor(invoices.map((invoice) => invoice.invoiceId)));
}

/** The main button: a link that opens the phone's UPI app with payee, amount and note filled in. */
export function PayInUpiApp({ uri, amount }: { uri: string; amount: number }) {
  const { t, language } = useT();
  return (
    <a className={buttonClassName('primary', 'lg', { block: true })} href={uri}>
      {t('payInApp', { amount: formatMoney(amount, language) })}
    </a>
  );
}

/** Where the tenant's newest claim stands: waiting, rejected with the reason, or closed by a payment recorded another way. */
function ClaimState({ claim }: { claim: PaymentClaim }) {
  const { t } = useT();
  if (claim.status === 'SETTLED') return <Notice role="status">{t('claimSettled', { utr: claim.utr })}</Notice>;
  if (claim.status === 'OPEN') {
    return (
      <Notice role="status">
        Payment claimed, waiting for confirmation (UTR {claim.utr}, {formatDate(claim.claimedOn)}).
      </Notice>
    );
  }
  if (claim.status === 'REJECTED') {
    return (
      <Notice role="status">
        Your payment claim (UTR {claim.utr}) was rejected: {claim.reason}. Check the UTR in your UPI app and
        send it again, or ask your manager.
      </Notice>
    );
  }
  return null;
}

interface PayInvoiceCardProps {
  invoice: PayableInvoice;
  onClaim: (invoice: Invoice) => void;
}

/** One invoice to pay: 'Pay ₹X in a UPI app', then 'I have paid'; the QR code for another phone. */
export function PayInvoiceCard({ invoice, onClaim }: PayInvoiceCardProps) {
  const latest = invoice.claims?.[0];
  const waiting = latest?.status === 'OPEN';
  const { t, language } = useT();
  const amount = formatMoney(invoice.outstandingAmount, language);
  const id = invoice.invoiceId;
  return (
    <Card title={id} headingLevel={3} aria-label={t('payInvoice', { id })}>
      <div className={layout.stack}>
        <p className={layout.muted}>{t('dueByDate', { amount, date: formatDay(invoice.dueDate, language) })}</p>
        <PayInUpiApp uri={invoice.upi.uri} amount={invoice.outstandingAmount} />
        {latest ? <ClaimState claim={latest} /> : null}
        {waiting ? null : (
          <Button
            variant="secondary"
            onClick={() => onClaim(invoice)}
            aria-label={t('iHavePaidFor', { id })}
          >
            {t('iHavePaid')}
          </Button>
        )}
        <details className={styles.scan}>
          <summary>{t('scanFromAnotherPhone')}</summary>
          <img
            className={styles.qr}
            src={invoice.upi.qrDataUrl}
            alt={t('qrAlt', { amount, id })}
            width={180}
            height={180}
          />
        </details>
      </div>
    </Card>
  );
}
