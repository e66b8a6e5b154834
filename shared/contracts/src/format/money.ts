// Money in Indian rupees with Indian-style grouping (SPEC §1, §9): '₹1,23,456' or '₹1,23,456.50'.

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A number, a numeric string (as some databases return sums), or nothing. */
export type MoneyValue = number | string | null | undefined;

function toAmount(value: MoneyValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Formats rupees for display. Whole amounts (most rents) show no decimals ('₹8,500');
 * amounts with paise always show two decimals ('₹1,23,456.50'), never '₹1,23,456.5'.
 * A missing or non-numeric value gives '' (empty text), like an invalid date.
 */
export function formatINR(value: MoneyValue): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  // Round to paise first so 10.004 reads '₹10' rather than '₹10.00'.
  const paise = Math.round(amount * 100);
  const rounded = paise / 100;
  const formatted = paise % 100 === 0 ? wholeRupees.format(rounded) : withPaise.format(rounded);
  return formatted === '-₹0' ? '₹0' : formatted;
}
