// Whether a rent invoice of a GST-registered property is a tax invoice or a bill of supply, and
// its tax (issue 44, docs/taxes.md): pure, from the rules in force on the invoice's date. The rent
// the property charges is the price the tenant pays: on a tax invoice it is split into taxable
// value, CGST and SGST, which add up to it exactly in paise.
import { taxRuleOn, taxRuleOrNull, type TaxRule } from './rules';
import type { GstDocumentKind } from '@pgportal/contracts/enums';

export type GstReason =
  /** within the limit, for a continuous stay of at least the minimum days: exempt */
  | 'EXEMPT'
  /** the stay ends (a notice or a move-out) before the minimum days */
  | 'SHORT_STAY'
  /** the per-person monthly value (rent and meals) is above the limit */
  | 'ABOVE_LIMIT'
  /** the invoice is dated before the exemption existed */
  | 'NO_EXEMPTION';

export interface StayFacts {
  /** the invoice's date: the rules in force on it apply */
  invoiceDate: string;
  /** the tenant's moved-in day at the property (kept across moves within it) */
  stayFrom: string;
  /** the day the stay ends when known (a standing notice's move-out day, or the day it ended); null: open */
  stayUntil: string | null;
  /** the per-person value of a month of the stay: rent and meals, in paise */
  monthlyValuePaise: number;
  /** the invoice's total, in paise: what the tax invoice splits, or the bill of supply's value */
  totalPaise: number;
}

export interface GstClassification {
  kind: GstDocumentKind;
  reason: GstReason;
  sac: string;
  valuePaise: number;
  taxablePaise: number;
  /** CGST + SGST together, in basis points; 0 on a bill of supply */
  rateBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** A GST rate in per cent from basis points (500 -> 5): a rate, not money. */
export const ratePercent = (basisPoints: number) => basisPoints / 100;

const DAY_MS = 86_400_000;
/** Days from `from` to `until`: the nights stayed (moved in on 1 Jan, out on 1 Apr: 90 in 2026). */
export const daysOfStay = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A GST-inclusive total split into taxable value and two equal halves of tax, exactly:
 * half = round(total × rate/2 ÷ (1 + rate)), taxable = total − 2 × half.
 */
export function splitInclusive(totalPaise: number, rateBasisPoints: number) {
  const denominator = 10_000 + rateBasisPoints;
  // round half up, in integers: floor((2·T·(r/2) + D) / 2D)
  const halfPaise = Math.floor((totalPaise * rateBasisPoints + denominator) / (2 * denominator));
  return { taxablePaise: totalPaise - 2 * halfPaise, cgstPaise: halfPaise, sgstPaise: halfPaise };
}

/** The rate (basis points) of taxable accommodation of this monthly value: the slab by its value a day. */
export function accommodationRate(
  rule: TaxRule<'GST_ACCOMMODATION_RATE'>,
  monthlyValuePaise: number,
): number {
  // the value a day: a month's value over the average month (365 / 12 days)
  const perDayAbove = monthlyValuePaise * 12 > rule.slabUpToPaisePerDay * 365;
  return perDayAbove ? rule.aboveSlabBasisPoints : rule.basisPoints;
}

/** Tax invoice or bill of supply, and the tax, by the rules in force on the invoice's date. */
export function classifyRentInvoice(
  facts: StayFacts,
  rules?: Parameters<typeof taxRuleOn>[2],
): GstClassification {
  const day = facts.invoiceDate;
  const sac = taxRuleOn('GST_ACCOMMODATION_SAC', day, rules).code;
  const exemption = taxRuleOrNull('GST_ACCOMMODATION_EXEMPTION', day, rules);
  let reason: GstReason;
  if (!exemption) reason = 'NO_EXEMPTION';
  else if (facts.stayUntil !== null && daysOfStay(facts.stayFrom, facts.stayUntil) < exemption.minDays)
    reason = 'SHORT_STAY';
  else if (facts.monthlyValuePaise > exemption.upToPaise) reason = 'ABOVE_LIMIT';
  else reason = 'EXEMPT';
  if (reason === 'EXEMPT')
    return {
      kind: 'BILL_OF_SUPPLY',
      reason,
      sac,
      valuePaise: facts.totalPaise,
      taxablePaise: facts.totalPaise,
      rateBasisPoints: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
  const rateBasisPoints = accommodationRate(
    taxRuleOn('GST_ACCOMMODATION_RATE', day, rules),
    facts.monthlyValuePaise,
  );
  return {
    kind: 'TAX_INVOICE',
    reason,
    sac,
    valuePaise: facts.totalPaise,
    rateBasisPoints,
    ...splitInclusive(facts.totalPaise, rateBasisPoints),
  };
}
