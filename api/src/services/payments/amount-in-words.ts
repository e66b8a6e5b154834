// Amounts in Indian words for receipts: 'Rupees Twelve Thousand Five Hundred Only', grouped in the
// Indian system (thousand, lakh, crore) with paise, e.g. 'Rupees One Lakh Five and Fifty Paise Only'.
// Written here (a small tested function) rather than taken from a library.
import { toRupees } from '../money';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: 'Forty Five'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 0–999 in words: 'Five Hundred Forty Five'; '' for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in Indian words: 12500 -> 'Twelve Thousand Five Hundred', 1e7 -> 'One Crore'. */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  if (n === 0) return ONES[0]!;
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // Above 99 crore the crores themselves are counted the same way: 'One Hundred Crore'.
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount of paise in words as Indian receipts write it: 1250000 -> 'Rupees Twelve Thousand Five
 * Hundred Only', 1250050 -> 'Rupees Twelve Thousand Five Hundred and Fifty Paise Only', 50 -> 'Fifty
 * Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(toRupees(paise));
  const rest = paise % 100;
  const paiseWords = rest ? `${belowHundred(rest)} Paise` : '';
  if (!rupees) return `${paiseWords || 'Rupees Zero'} Only`;
  return `Rupees ${indianNumberInWords(rupees)}${paiseWords ? ` and ${paiseWords}` : ''} Only`;
}
