// The Dues page's 'Remind on WhatsApp' (issue 23): a wa.me link to the tenant's number with the
// reminder written out. The text is one function of the language, so Hindi can be added (issue 27).
import { formatDayMonthYear } from './dates';
import { formatINR } from './money';
import { normalisePhone } from './phone';

/** The languages a reminder can be written in; issue 27 adds 'hi'. */
export const REMINDER_LANGUAGES = ['en'] as const;
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
}

/** The reminder's text in `language`. */
export function reminderText(language: ReminderLanguage, facts: ReminderFacts): string {
  switch (language) {
    case 'en': {
      const lines = [
        `Hello ${facts.tenantName}, this is a reminder that ${formatINR(facts.amount)} is due (since ${formatDayMonthYear(facts.dueDate)}).`,
      ];
      if (facts.upiUri) lines.push(`Pay by UPI: ${facts.upiUri}`);
      lines.push('Thank you.');
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
