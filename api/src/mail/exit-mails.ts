// Exit statements (issue 24): the tenant's mail when staff send one, and staff's the day before a
// refund deadline.
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const rupees = (value: number) =>
  `Rs. ${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
  refundDueDate: string;
  url: string;
}): Mail {
  const outcome =
    facts.refund >= 0
      ? `Your refund: ${rupees(facts.refund)}, due by ${facts.refundDueDate}.`
      : `You still owe ${rupees(-facts.refund)}.`;
  return mail(facts.to, `Your exit statement from ${facts.propertyName}`, [
    `Hello ${formatName(facts.tenantName)},`,
    `${facts.propertyName} sent you your exit statement: your deposit, what is outstanding and each deduction with its reason. ${outcome}`,
    `Read it and accept or dispute it: ${facts.url}`,
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
