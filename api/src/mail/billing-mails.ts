// The billing reminders the job mails to tenants: an invoice issued, due in 3 days, overdue; in the
// tenant's language (issue 27).
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';
import { TENANT_MAIL_TEXTS, type TenantMailTexts } from './tenant-mail-texts';

export type ReminderKind = 'ISSUED' | 'DUE_SOON' | 'OVERDUE';

export interface ReminderFacts {
  to: string;
  tenantName: string;
  propertyName: string;
  invoiceId: string;
  /** '₹8,500.00' */
  amountDue: string;
  /** as the reader reads a date: '30 November 2026' */
  dueDate: string;
  /** the tenant's Billing page */
  billingUrl: string;
  /** the late fee so far and the property's policy, in one sentence; absent without a policy */
  lateFee?: string;
  /** the tenant's language; English when absent */
  language?: Language;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Texts = TenantMailTexts['reminder'];

const SUBJECTS: Record<ReminderKind, (texts: Texts, facts: ReminderFacts) => string> = {
  ISSUED: (texts, facts) => texts.subjectIssued(facts.invoiceId, facts.propertyName),
  DUE_SOON: (texts, facts) => texts.subjectDueSoon(facts.invoiceId, facts.dueDate),
  OVERDUE: (texts, facts) => texts.subjectOverdue(facts.invoiceId, facts.dueDate),
};

const LEADS: Record<ReminderKind, (texts: Texts, facts: ReminderFacts) => string> = {
  ISSUED: (texts, facts) => texts.issued(facts.invoiceId, facts.amountDue, facts.dueDate),
  DUE_SOON: (texts, facts) => texts.dueSoon(facts.invoiceId, facts.amountDue, facts.dueDate),
  OVERDUE: (texts, facts) => texts.overdue(facts.invoiceId, facts.amountDue, facts.dueDate),
};

export function reminderMail(kind: ReminderKind, facts: ReminderFacts): Mail {
  const all = TENANT_MAIL_TEXTS[facts.language ?? 'en'];
  const texts = all.reminder;
  const lead = facts.lateFee ? `${LEADS[kind](texts, facts)} ${facts.lateFee}` : LEADS[kind](texts, facts);
  const hello = all.hello(formatName(facts.tenantName));
  return {
    to: facts.to,
    subject: SUBJECTS[kind](texts, facts),
    text: `${hello}\n\n${lead}\n\n${texts.close(facts.billingUrl)}\n\n${facts.propertyName}\n`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(facts.billingUrl)}">${texts.link}</a>${texts.linkTail}</p>` +
      `<p>${escapeHtml(facts.propertyName)}</p>`,
  };
}
