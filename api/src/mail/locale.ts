// Amounts and dates in a tenant's mails and PDFs (issue 27): en-IN or hi-IN, with the rupee sign
// (mails are UTF-8, PDFs embed Noto Sans), Indian grouping and two decimals.
import type { Language } from '@pgportal/contracts/enums';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** '₹1,23,456.50' (a credit '-₹200.00') */
export function rupeesIn(language: Language, paise: number): string {
  const rupees = (Math.abs(paise) / 100).toLocaleString(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '-' : ''}₹${rupees}`;
}

/** A 'YYYY-MM-DD' day: '28 November 2026' or '28 नवंबर 2026'. */
export function dayIn(language: Language, day: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
