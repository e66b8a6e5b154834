// New terms mailed to the tenant (issue 41): a rent change with the day it starts, and a move to
// another bed with the bed, the rent there and the days they start; in the tenant's language.
import type { Language } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { Mail } from './mailer';
import { TENANT_MAIL_TEXTS, type TenantMailTexts } from './tenant-mail-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface TermsFacts {
  to: string;
  tenantName: string;
  propertyName: string;
  /** '₹9,500.00' */
  rent: string;
  /** '₹1,200.00'; null without meals */
  meals: string | null;
  /** the day the rent starts, as the reader reads it: '10 December 2026' */
  rentFrom: string;
  /** the tenant's Billing page */
  billingUrl: string;
  /** the tenant's language; English when absent */
  language?: Language;
}

function mail(facts: TermsFacts, subject: string, paragraphs: string[]): Mail {
  const all = TENANT_MAIL_TEXTS[facts.language ?? 'en'];
  const text = [
    all.hello(formatName(facts.tenantName)),
    ...paragraphs,
    all.terms.close(facts.billingUrl),
    facts.propertyName,
  ];
  return {
    to: facts.to,
    subject,
    text: `${text.join('\n\n')}\n`,
    html: text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}

const rentSentence = (texts: TenantMailTexts['terms'], facts: TermsFacts) =>
  facts.meals === null
    ? texts.rent(facts.rent, facts.rentFrom)
    : `${texts.rent(facts.rent, facts.rentFrom)} ${texts.meals(facts.meals)}`;

/** A rent change: the new rent (and meals) and the day it starts. */
export function rentChangeMail(facts: TermsFacts): Mail {
  const texts = TENANT_MAIL_TEXTS[facts.language ?? 'en'].terms;
  return mail(facts, texts.subjectRent(facts.propertyName, facts.rentFrom), [rentSentence(texts, facts)]);
}

export interface MoveFacts extends TermsFacts {
  /** 'Room 303 / Bed 1' */
  bed: string;
  /** the move day, as the reader reads it */
  movedOn: string;
  /** the rest of the current period settled at once ('₹1,000.00'), if it was */
  adjustment: { kind: 'INVOICE' | 'CREDIT'; amount: string } | null;
}

/** A move: the new bed from the move day, its rent from the day it starts, and any pro-rated difference. */
export function moveMail(facts: MoveFacts): Mail {
  const texts = TENANT_MAIL_TEXTS[facts.language ?? 'en'].terms;
  const paragraphs = [texts.moved(facts.bed, facts.propertyName, facts.movedOn), rentSentence(texts, facts)];
  if (facts.adjustment?.kind === 'INVOICE') paragraphs.push(texts.adjustmentInvoice(facts.adjustment.amount));
  if (facts.adjustment?.kind === 'CREDIT') paragraphs.push(texts.adjustmentCredit(facts.adjustment.amount));
  return mail(facts, texts.subjectMove(facts.bed, facts.propertyName), paragraphs);
}
