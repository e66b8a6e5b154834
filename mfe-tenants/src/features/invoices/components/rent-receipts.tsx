import { useState } from 'react';
import type { Language } from '@pgportal/contracts/enums';
import type { Invoice } from '@pgportal/contracts/types';
import { SelectField, buttonClassName, layout } from '@pgportal/ui';
import { rentReceiptDownloadUrl } from '../api';
import { useT } from '../../../i18n/catalogue';
import { paymentsOf } from './invoice-payments';

/** The financial year (its April's year) a YYYY-MM-DD day falls in. */
const financialYearOf = (day: string) => {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
};
const yearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const monthLabel = (month: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The HRA rent receipts (issue 44): the months in which rent was received, grouped by financial
 * year; a month's receipt or the year's downloads as a PDF with a verify QR code. The tenant on
 * Billing, staff on Tenant Details.
 */
export function RentReceipts({
  tenantId,
  invoices,
  translated = false,
}: {
  tenantId: string;
  invoices: readonly Invoice[] | undefined;
  translated?: boolean;
}) {
  const { t, language } = useT(translated);
  const paidMonths = [
    ...new Set(
      paymentsOf(invoices)
        .filter(({ invoice, cancelled }) => invoice.invoiceType === 'RENT' && !cancelled)
        .map(({ payment }) => payment.paidAt.slice(0, 7)),
    ),
  ].sort((a, b) => b.localeCompare(a));
  const years = [...new Set(paidMonths.map((month) => financialYearOf(`${month}-01`)))];
  const [chosenYear, setYear] = useState<number | null>(null);
  const year = chosenYear ?? years[0] ?? null;
  const months = paidMonths.filter((month) => financialYearOf(`${month}-01`) === year);
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth && months.includes(chosenMonth) ? chosenMonth : (months[0] ?? null);

  return (
    <section aria-labelledby="hra-receipts-heading">
      <h2 id="hra-receipts-heading">{t('hraReceipts')}</h2>
      <p>{t('hraIntro')}</p>
      {year === null || month === null ? (
        <p>{t('hraNone')}</p>
      ) : (
        <div className={layout.stack}>
          <SelectField
            label={t('hraYear')}
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
            options={years.map((value) => ({ value: String(value), label: yearLabel(value) }))}
          />
          <a
            className={buttonClassName('secondary', 'sm')}
            href={rentReceiptDownloadUrl(tenantId, { financialYear: year })}
            download
          >
            {t('hraDownloadYear', { year: yearLabel(year) })}
          </a>
          <SelectField
            label={t('hraMonth')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            options={months.map((value) => ({ value, label: monthLabel(value, language) }))}
          />
          <a
            className={buttonClassName('secondary', 'sm')}
            href={rentReceiptDownloadUrl(tenantId, { month })}
            download
          >
            {t('hraDownloadMonth', { month: monthLabel(month, language) })}
          </a>
        </div>
      )}
    </section>
  );
}
