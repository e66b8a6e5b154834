// Mails a payment's receipt to the tenant after the payment's transaction committed (Mark as Paid,
// a confirmed claim, a statement's match), and the receipt's cancellation after a reversal
// committed; mail and PDF in the tenant's language. A mail that fails never undoes the payment or
// the reversal: the error is returned to log.
import type { Deps } from '../../deps';
import { dayIn } from '../../mail/locale';
import { formatPaise } from '../money';
import { cancelledReceiptMail, receiptMail, type ReceiptFacts } from '../../mail/receipt-mails';
import { receiptPdf } from '../pdf/on-demand';
import { findReceipt, type Receipt } from './receipts';
import { paperVerifyUrl } from '../verify/tokens';

type MailDeps = Pick<Deps, 'db' | 'mailer' | 'config'>;

async function factsOf(deps: MailDeps, receipt: Receipt): Promise<ReceiptFacts> {
  const url = await paperVerifyUrl(deps.db, deps.config.publicUrl, {
    kind: 'RECEIPT',
    id: receipt.payment.id,
  });
  return {
    to: receipt.tenantEmail,
    tenantName: receipt.tenantName,
    propertyName: receipt.propertyName,
    receiptNumber: receipt.payment.receiptNumber,
    invoiceId: receipt.invoice.invoiceId,
    amount: formatPaise(receipt.payment.amountPaise, receipt.tenantLanguage),
    pdf: await receiptPdf(receipt, receipt.tenantLanguage, url),
    language: receipt.tenantLanguage,
  };
}

/** Sends the receipt of this payment to its tenant (when they have an e-mail); the error, if any. */
export async function mailReceipt(deps: MailDeps, paymentId: string): Promise<unknown> {
  try {
    const receipt = await findReceipt(deps.db, null, paymentId);
    if (!receipt.tenantEmail) return null;
    await deps.mailer.send(receiptMail(await factsOf(deps, receipt)));
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Sends the receipts of these payments, one after another, each once its transaction committed
 * (e.g. every payment a bank statement recorded). Logs each failure when given `log`; returns them.
 */
export async function mailReceipts(
  deps: MailDeps,
  paymentIds: string[],
  log?: { error: (context: { err: unknown }, message: string) => void },
): Promise<Array<{ paymentId: string; error: unknown }>> {
  const failures: Array<{ paymentId: string; error: unknown }> = [];
  for (const paymentId of paymentIds) {
    const error = await mailReceipt(deps, paymentId);
    if (!error) continue;
    failures.push({ paymentId, error });
    log?.error({ err: error }, `Could not mail the receipt of payment ${paymentId}`);
  }
  return failures;
}

/**
 * Tells the tenant that the receipt of this (reversed) payment is cancelled, with the reversal's
 * note as the reason and the PDF stamped CANCELLED; nothing when the payment is not reversed or the
 * tenant has no e-mail. The error, if any.
 */
export async function mailReceiptCancelled(deps: MailDeps, paymentId: string): Promise<unknown> {
  try {
    const receipt = await findReceipt(deps.db, null, paymentId);
    if (!receipt.cancelledOn || !receipt.tenantEmail) return null;
    await deps.mailer.send(
      cancelledReceiptMail({
        ...(await factsOf(deps, receipt)),
        cancelledOn: dayIn(receipt.tenantLanguage, receipt.cancelledOn),
        reason: receipt.cancelReason,
      }),
    );
    return null;
  } catch (error) {
    return error;
  }
}
