// The receipt mailed to the tenant when a payment is recorded, its PDF attached, in their language;
// and the mail that it was cancelled when the payment is reversed, with the reason.
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';
import { TENANT_MAIL_TEXTS } from './tenant-mail-texts';

export interface ReceiptFacts {
  to: string;
  tenantName: string;
  propertyName: string;
  receiptNumber: string;
  invoiceId: string;
  /** '₹8,500.00' */
  amount: string;
  pdf: Buffer;
  /** the tenant's language; English when absent */
  language?: Language;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function receiptMail(facts: ReceiptFacts): Mail {
  const texts = TENANT_MAIL_TEXTS[facts.language ?? 'en'];
  const hello = texts.hello(formatName(facts.tenantName));
  const lead = texts.receipt.lead(facts.amount, facts.invoiceId, facts.receiptNumber);
  return {
    to: facts.to,
    subject: texts.receipt.subject(facts.receiptNumber, facts.propertyName),
    text: `${hello}\n\n${lead}\n\n${facts.propertyName}\n`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>` +
      `<p>${escapeHtml(facts.propertyName)}</p>`,
    attachments: [
      { filename: `${facts.receiptNumber}.pdf`, contentType: 'application/pdf', content: facts.pdf },
    ],
  };
}

export interface CancelledReceiptFacts extends ReceiptFacts {
  /** the day the payment was reversed, as the tenant reads it: '29 November 2026' */
  cancelledOn: string;
  /** the reversal's note; null when staff gave none */
  reason: string | null;
}

/** The mail that a receipt was cancelled (its payment reversed), with the reason and the stamped PDF. */
export function cancelledReceiptMail(facts: CancelledReceiptFacts): Mail {
  const texts = TENANT_MAIL_TEXTS[facts.language ?? 'en'];
  const words = texts.receiptCancelled;
  const reason = facts.reason ?? words.noReason;
  const paragraphs = [
    texts.hello(formatName(facts.tenantName)),
    words.lead(facts.receiptNumber, facts.amount, facts.invoiceId, facts.cancelledOn),
    words.reason(reason),
    words.close,
    facts.propertyName,
  ];
  return {
    to: facts.to,
    // one line, whatever the note held
    subject: words.subject(facts.receiptNumber, reason.replace(/\s+/g, ' ')),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    attachments: [
      { filename: `${facts.receiptNumber}.pdf`, contentType: 'application/pdf', content: facts.pdf },
    ],
  };
}
