// Dates in a tenant's mails and PDFs (issue 27): en-IN or hi-IN. Amounts: formatPaise(paise, language)
// from services/money.ts, with the rupee sign (mails are UTF-8, PDFs embed Noto Sans).
import type { Language } from '@pgportal/contracts/enums';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A 'YYYY-MM-DD' day: '28 November 2026' or '28 नवंबर 2026'. */
export function dayIn(language: Language, day: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
