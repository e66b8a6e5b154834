// The receipt mailed to the tenant when a payment is recorded, its PDF attached, in their language.
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
