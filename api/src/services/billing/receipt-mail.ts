// Mails a payment's receipt to the tenant after the payment's transaction committed (Mark as Paid,
// a confirmed claim), mail and PDF in the tenant's language. A mail that fails never undoes the
// payment: the error is returned to log.
import type { Deps } from '../../deps';
import { rupeesIn } from '../../mail/locale';
import { receiptMail } from '../../mail/receipt-mails';
import { receiptPdf } from './receipt-pdf';
import { findReceipt } from './receipts';

/** Sends the receipt of this payment to its tenant (when they have an e-mail); the error, if any. */
export async function mailReceipt(deps: Pick<Deps, 'db' | 'mailer'>, paymentId: string): Promise<unknown> {
  try {
    const receipt = await findReceipt(deps.db, null, paymentId);
    if (!receipt.tenantEmail) return null;
    await deps.mailer.send(
      receiptMail({
        to: receipt.tenantEmail,
        tenantName: receipt.tenantName,
        propertyName: receipt.propertyName,
        receiptNumber: receipt.payment.receiptNumber,
        invoiceId: receipt.invoice.invoiceId,
        amount: rupeesIn(receipt.tenantLanguage, receipt.payment.amountPaise),
        pdf: await receiptPdf(receipt, receipt.tenantLanguage),
        language: receipt.tenantLanguage,
      }),
    );
    return null;
  } catch (error) {
    return error;
  }
}
