// Exit statements (issue 24): the tenant's mail when staff send one, and staff's the day before a
// refund deadline.
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import { formatPaise, toPaise } from '../services/money';
import type { Mail } from './mailer';
import { TENANT_MAIL_TEXTS } from './tenant-mail-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Rupees (a number of rupees, at most 2 decimals) as the reader reads them: '₹5,000.00'. */
const rupees = (language: Language, value: number) => formatPaise(toPaise(value), language);

function mail(to: string, subject: string, paragraphs: string[]): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}

export function exitStatementSentMail(facts: {
  to: string;
  tenantName: string;
  propertyName: string;
  refund: number;
  /** as the reader reads a date */
  refundDueDate: string;
  url: string;
  language?: Language;
  /** sent again because its figures changed (issue 41) */
  changed?: boolean;
}): Mail {
  const language = facts.language ?? 'en';
  const texts = TENANT_MAIL_TEXTS[language];
  const outcome =
    facts.refund >= 0
      ? texts.exit.refund(rupees(language, facts.refund), facts.refundDueDate)
      : texts.exit.owe(rupees(language, -facts.refund));
  return mail(facts.to, texts.exit.subject(facts.propertyName), [
    texts.hello(formatName(facts.tenantName)),
    facts.changed
      ? texts.exit.changed(facts.propertyName, outcome)
      : texts.exit.sent(facts.propertyName, outcome),
    texts.exit.read(facts.url),
    facts.propertyName,
  ]);
}

export function refundDeadlineMail(facts: {
  to: string;
  staffName: string;
  tenantName: string;
  propertyName: string;
  refundDueDate: string;
  url: string;
}): Mail {
  return mail(facts.to, `Refund due tomorrow: ${formatName(facts.tenantName)} (${facts.propertyName})`, [
    `Hello ${formatName(facts.staffName)},`,
    `The deposit refund of ${formatName(facts.tenantName)} at ${facts.propertyName} is due by ${facts.refundDueDate}, and their exit statement is not settled yet.`,
    `Settle it: ${facts.url}`,
  ]);
}
