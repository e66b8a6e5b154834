// How a CSV export writes its cells (issue 26): amounts in rupees with two decimals, exact from
// paise; text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) written as text.

/** 1234567 paise -> '12345.67'; -5 -> '-0.05' (integer arithmetic: no float rounding). */
export function rupeesCell(paise: number | string | bigint): string {
  const value = BigInt(paise);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: a leading formula character is escaped with a quote (OWASP "CSV injection"). */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}
