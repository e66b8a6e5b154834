// The Dues page's 'Remind on WhatsApp' (issue 23): a wa.me link to the tenant's number with the
// reminder written out, in the tenant's language (issue 42: English or Hindi), with the amount, the
// due date and a link to their Billing page.
import { formatDayMonthYear } from './dates';
import { formatINR } from './money';
import { normalisePhone } from './phone';

/** The languages a reminder can be written in: the tenant's own. */
export const REMINDER_LANGUAGES = ['en', 'hi'] as const;
export type ReminderLanguage = (typeof REMINDER_LANGUAGES)[number];

export interface ReminderFacts {
  /** the tenant's name, as they are greeted */
  tenantName: string;
  /** rupees: everything the tenant owes */
  amount: number;
  /** YYYY-MM-DD: when the oldest of it was due */
  dueDate: string;
  /** a upi://pay link for the amount; null when the property has no UPI ID */
  upiUri: string | null;
  /** PUBLIC_URL + /tenant/billing: the tenant's Billing page (sign-in returns there) */
  billingUrl?: string | null;
}

/** A day in Hindi: 5 नवंबर 2026. */
const hindiDay = (day: string) =>
  new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** The reminder's text in `language`. */
export function reminderText(language: ReminderLanguage, facts: ReminderFacts): string {
  switch (language) {
    case 'en': {
      const lines = [
        `Hello ${facts.tenantName}, this is a reminder that ${formatINR(facts.amount)} is due (since ${formatDayMonthYear(facts.dueDate)}).`,
      ];
      if (facts.upiUri) lines.push(`Pay by UPI: ${facts.upiUri}`);
      if (facts.billingUrl) lines.push(`See your bill and pay: ${facts.billingUrl}`);
      lines.push('Thank you.');
      return lines.join('\n');
    }
    case 'hi': {
      const lines = [
        `नमस्ते ${facts.tenantName}, याद दिला रहे हैं कि आपका ${formatINR(facts.amount)} बकाया है (${hindiDay(facts.dueDate)} से देय)।`,
      ];
      if (facts.upiUri) lines.push(`UPI से भुगतान करें: ${facts.upiUri}`);
      if (facts.billingUrl) lines.push(`अपना बिल देखें और भुगतान करें: ${facts.billingUrl}`);
      lines.push('धन्यवाद।');
      return lines.join('\n');
    }
  }
}

/** The number as wa.me wants it: country code and digits, no '+' ('919876543210'). */
export function whatsAppNumber(phone: string): string {
  const stored = normalisePhone(phone);
  return /^\d{10}$/.test(stored) ? `91${stored}` : stored.replace(/\D/g, '');
}

/** https://wa.me/91XXXXXXXXXX?text=… */
export function whatsAppLink(phone: string, text: string): string {
  return `https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(text)}`;
}
