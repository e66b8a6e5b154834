// The billing reminders the job mails to tenants: an invoice issued, due in 3 days, overdue.
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';

export type ReminderKind = 'ISSUED' | 'DUE_SOON' | 'OVERDUE';

export interface ReminderFacts {
  to: string;
  tenantName: string;
  propertyName: string;
  invoiceId: string;
  /** 'Rs. 8,500.00' */
  amountDue: string;
  dueDate: string;
  /** the tenant's Billing page */
  billingUrl: string;
  /** the late fee so far and the property's policy, in one sentence; absent without a policy */
  lateFee?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SUBJECTS: Record<ReminderKind, (facts: ReminderFacts) => string> = {
  ISSUED: (facts) => `Invoice ${facts.invoiceId} from ${facts.propertyName}`,
  DUE_SOON: (facts) => `Reminder: invoice ${facts.invoiceId} is due on ${facts.dueDate}`,
  OVERDUE: (facts) => `Overdue: invoice ${facts.invoiceId} was due on ${facts.dueDate}`,
};

const LEADS: Record<ReminderKind, (facts: ReminderFacts) => string> = {
  ISSUED: (facts) => `A new invoice ${facts.invoiceId} of ${facts.amountDue} is due by ${facts.dueDate}.`,
  DUE_SOON: (facts) => `${facts.amountDue} on invoice ${facts.invoiceId} is due on ${facts.dueDate}.`,
  OVERDUE: (facts) =>
    `${facts.amountDue} on invoice ${facts.invoiceId} was due on ${facts.dueDate} and is now overdue.`,
};

export function reminderMail(kind: ReminderKind, facts: ReminderFacts): Mail {
  const lead = facts.lateFee ? `${LEADS[kind](facts)} ${facts.lateFee}` : LEADS[kind](facts);
  const tenantName = formatName(facts.tenantName);
  const close = `See it, download it and pay by UPI on your Billing page: ${facts.billingUrl}`;
  return {
    to: facts.to,
    subject: SUBJECTS[kind](facts),
    text: `Hello ${tenantName},\n\n${lead}\n\n${close}\n\n${facts.propertyName}\n`,
    html:
      `<p>Hello ${escapeHtml(tenantName)},</p><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(facts.billingUrl)}">Open your Billing page</a> to see it, download it and pay by UPI.</p>` +
      `<p>${escapeHtml(facts.propertyName)}</p>`,
  };
}
