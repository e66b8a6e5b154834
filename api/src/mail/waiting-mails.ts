// Staff's mails about what waits for them (issue 42): one per event, or the day's digest.
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function mail(to: string, subject: string, paragraphs: string[]): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}

const SUBJECTS = {
  CLAIM: 'Payment to confirm',
  NOTICE: 'Notice given',
  EXIT_DISPUTE: 'Exit statement disputed',
} as const;

export function waitingEventMail(facts: {
  to: string;
  staffName: string;
  kind: keyof typeof SUBJECTS;
  tenantName: string;
  sentence: string;
  url: string;
}): Mail {
  return mail(facts.to, `${SUBJECTS[facts.kind]}: ${formatName(facts.tenantName)}`, [
    `Hello ${formatName(facts.staffName)},`,
    facts.sentence,
    `Open it: ${facts.url}`,
    'You can choose one mail a day instead on your Account page.',
  ]);
}

export function waitingDigestMail(facts: { to: string; staffName: string; sentences: string[]; url: string }): Mail {
  const count = facts.sentences.length;
  return mail(facts.to, `Waiting for you: ${count} ${count === 1 ? 'thing' : 'things'} new yesterday`, [
    `Hello ${formatName(facts.staffName)},`,
    ...facts.sentences.map((sentence) => `• ${sentence}`),
    `See everything waiting on your dashboard: ${facts.url}`,
  ]);
}
