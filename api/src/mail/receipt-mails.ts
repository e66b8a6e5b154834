// The receipt mailed to the tenant when a payment is recorded, its PDF attached.
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';

export interface ReceiptFacts {
  to: string;
  tenantName: string;
  propertyName: string;
  receiptNumber: string;
  invoiceId: string;
  /** 'Rs. 8,500.00' */
  amount: string;
  pdf: Buffer;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function receiptMail(facts: ReceiptFacts): Mail {
  const name = formatName(facts.tenantName);
  const lead = `We received ${facts.amount} for invoice ${facts.invoiceId}. Your receipt ${facts.receiptNumber} is attached.`;
  return {
    to: facts.to,
    subject: `Receipt ${facts.receiptNumber} from ${facts.propertyName}`,
    text: `Hello ${name},\n\n${lead}\n\n${facts.propertyName}\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(lead)}</p>` +
      `<p>${escapeHtml(facts.propertyName)}</p>`,
    attachments: [
      { filename: `${facts.receiptNumber}.pdf`, contentType: 'application/pdf', content: facts.pdf },
    ],
  };
}
