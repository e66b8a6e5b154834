// Where each value sits in a statement's layout, and which way a line's money went. Columns are
// addressed by index: Kotak prints two columns named 'Dr / Cr' (the amount's, then the balance's).
// Layouts: a deposit and a withdrawal column (HDFC, ICICI, SBI, Axis); one Amount column with a
// Dr / Cr column (Kotak); one Amount column whose cells carry a sign or a Cr / Dr suffix; a credit
// column alone (mappings kept before the withdrawal column was known).
import { isAmountHeader, isIndicatorHeader, type StatementMapping } from '@pgportal/contracts/schemas';
import { parseStatementAmount, readAmount, readIndicator, unreadable, type Direction } from './cells';

export interface Columns {
  date: number;
  narration: number;
  credit: number;
  reference: number;
  debit: number;
  indicator: number;
  balance: number;
  /** the Dr / Cr cell right after the balance, when there is one */
  balanceIndicator: number;
  layout: 'indicator' | 'two-columns' | 'signed-amount' | 'credit-only';
}

export function columnsOf(headers: readonly string[], mapping: StatementMapping): Columns {
  const at = (name: string | null | undefined) => (name ? headers.indexOf(name) : -1);
  const credit = at(mapping.creditColumn);
  const indicatorAfter = mapping.indicatorColumn ? headers.indexOf(mapping.indicatorColumn, credit + 1) : -1;
  const indicator = indicatorAfter >= 0 ? indicatorAfter : at(mapping.indicatorColumn);
  const balance = at(mapping.balanceColumn);
  const next = balance + 1;
  const balanceIndicator =
    balance >= 0 && next !== indicator && isIndicatorHeader(headers[next] ?? '') ? next : -1;
  const debit = at(mapping.debitColumn);
  let layout: Columns['layout'] = 'credit-only';
  if (indicator >= 0) layout = 'indicator';
  else if (debit >= 0) layout = 'two-columns';
  else if (isAmountHeader(mapping.creditColumn)) layout = 'signed-amount';
  return {
    date: at(mapping.dateColumn),
    narration: at(mapping.narrationColumn),
    credit,
    reference: at(mapping.referenceColumn),
    debit,
    indicator,
    balance,
    balanceIndicator,
    layout,
  };
}

/** A dated line: its credit in paise, a debit, or a balance line that moves no money. */
export type Movement = { credit: number } | 'debit' | 'balance-line';

const BALANCE_LINE = /opening|closing|balance|b\/f|c\/f|brought forward|carried forward/i;

/**
 * Which way a dated line's money went, read by the layout. `signsOnly`: in a signed-amount layout
 * whose amounts carry no Cr / Dr suffix, a minus is a debit and a plain amount a credit; otherwise a
 * plain amount there says nothing and the line cannot be read. A debit is never read as a credit.
 */
export function movementOf(
  row: readonly string[],
  line: number,
  columns: Columns,
  mapping: StatementMapping,
  signsOnly: boolean,
): Movement {
  const cell = (index: number) => (index < 0 ? '' : (row[index] ?? ''));
  const credit = parseStatementAmount(cell(columns.credit), line, mapping.creditColumn);
  const debit =
    columns.debit >= 0 ? parseStatementAmount(cell(columns.debit), line, mapping.debitColumn!) : null;
  if (!credit && !debit) {
    if (BALANCE_LINE.test(cell(columns.narration))) return 'balance-line';
    if (columns.layout === 'credit-only') return 'debit';
    const named = [mapping.debitColumn, mapping.creditColumn].filter(Boolean).join("' or '");
    throw unreadable(`Line ${line}: no amount in '${named}'. Each line needs its amount.`);
  }
  let direction: Direction | null;
  if (columns.layout === 'indicator') {
    const said = readIndicator(cell(columns.indicator));
    if (!credit || !said || (credit.direction && credit.direction !== said)) {
      throw unreadable(
        `Line ${line}, column '${mapping.indicatorColumn}': '${cell(columns.indicator).slice(0, 20)}' does not say Cr or Dr for the amount.`,
      );
    }
    direction = said;
  } else if (credit && debit) {
    throw unreadable(
      `Line ${line}: both '${mapping.debitColumn}' and '${mapping.creditColumn}' hold an amount; a line is a withdrawal or a deposit, not both.`,
    );
  } else if (debit) direction = 'dr';
  else if (columns.layout === 'signed-amount') {
    direction = credit!.direction ?? (signsOnly ? 'cr' : null);
    if (!direction) {
      throw unreadable(
        `Line ${line}, column '${mapping.creditColumn}': '${cell(columns.credit).slice(0, 40)}' does not say Cr or Dr (write it like 500.00 Cr).`,
      );
    }
  } else direction = credit!.direction ?? 'cr';
  return direction === 'cr' ? { credit: credit!.paise } : 'debit';
}

/** In a signed-amount layout: true when no amount has a Cr / Dr suffix, so a minus marks debits. */
export function usesSignsOnly(rows: readonly (readonly string[])[], columns: Columns): boolean {
  if (columns.layout !== 'signed-amount') return false;
  return rows.every((row) => {
    const amount = readAmount(row[columns.credit] ?? '');
    return amount === null || amount === 'bad' || !/(cr|dr)\W*$/i.test(row[columns.credit] ?? '');
  });
}
