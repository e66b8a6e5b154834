import fc from 'fast-check';
import { classifyRentInvoice, daysOfStay, splitInclusive, type StayFacts } from './gst-classify';
import { taxRuleOn } from './rules';

// Worked examples (issue 44, docs/taxes.md): ₹ in paise; a PG bed at ₹9,000 a month, meals ₹4,000.
const base: StayFacts = {
  invoiceDate: '2026-05-01',
  stayFrom: '2026-05-01',
  stayUntil: null,
  monthlyValuePaise: 1_300_000,
  totalPaise: 1_300_000,
};
const classify = (facts: Partial<StayFacts>) => classifyRentInvoice({ ...base, ...facts });

describe('GST on a rent invoice: worked examples', () => {
  it('a long stay within the limit (open, no notice) is exempt: a bill of supply, no tax', () => {
    expect(classify({})).toEqual({
      kind: 'BILL_OF_SUPPLY',
      reason: 'EXEMPT',
      sac: '996322',
      valuePaise: 1_300_000,
      taxablePaise: 1_300_000,
      rateBasisPoints: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it('a short stay (a notice to leave after 30 days) is taxed at 5 %: ₹13,000 = 12,380.96 + 309.52 + 309.52', () => {
    expect(classify({ stayUntil: '2026-05-31' })).toMatchObject({
      kind: 'TAX_INVOICE',
      reason: 'SHORT_STAY',
      rateBasisPoints: 500,
      taxablePaise: 1_238_096,
      cgstPaise: 30_952,
      sgstPaise: 30_952,
    });
  });

  it('above the limit with meals: rent ₹17,000 and meals ₹4,000 make ₹21,000 a month, taxed', () => {
    const result = classify({ monthlyValuePaise: 2_100_000, totalPaise: 2_100_000 });
    expect(result).toMatchObject({ kind: 'TAX_INVOICE', reason: 'ABOVE_LIMIT', rateBasisPoints: 500 });
    expect(result.taxablePaise + result.cgstPaise + result.sgstPaise).toBe(2_100_000);
  });

  it('the same rent without meals (₹17,000) is within the limit: exempt', () => {
    expect(classify({ monthlyValuePaise: 1_700_000, totalPaise: 1_700_000 }).kind).toBe('BILL_OF_SUPPLY');
  });

  it('exactly ₹20,000 is within the limit; a paisa more is not', () => {
    expect(classify({ monthlyValuePaise: 2_000_000 }).reason).toBe('EXEMPT');
    expect(classify({ monthlyValuePaise: 2_000_001 }).reason).toBe('ABOVE_LIMIT');
  });

  it('the 90th day falling mid-period: a stay of exactly 90 days is exempt, of 89 days is not', () => {
    // moved in 1 May, leaving 30 Jul: 90 days; the 90th falls in the period 1 Jul to 31 Jul
    expect(daysOfStay('2026-05-01', '2026-07-30')).toBe(90);
    expect(classify({ invoiceDate: '2026-07-01', stayUntil: '2026-07-30' }).reason).toBe('EXEMPT');
    expect(classify({ invoiceDate: '2026-07-01', stayUntil: '2026-07-29' }).reason).toBe('SHORT_STAY');
  });

  it('a move within the property keeps the moved-in day: the stay is judged from it', () => {
    // moved in 1 Mar, moved to another bed 20 May, leaving 15 Jun: 106 days, exempt
    const afterMove = classify({
      invoiceDate: '2026-06-01',
      stayFrom: '2026-03-01',
      stayUntil: '2026-06-15',
    });
    expect(afterMove.reason).toBe('EXEMPT');
    // judged from the move day instead it would have been 26 days and taxed
    expect(
      classify({ invoiceDate: '2026-06-01', stayFrom: '2026-05-20', stayUntil: '2026-06-15' }).reason,
    ).toBe('SHORT_STAY');
  });

  it('a stay ending early: once a notice says 45 days, the next invoice is taxed', () => {
    expect(classify({ invoiceDate: '2026-05-01' }).reason).toBe('EXEMPT');
    expect(classify({ invoiceDate: '2026-06-01', stayUntil: '2026-06-15' }).reason).toBe('SHORT_STAY');
  });

  it('invoices keep the rule of their date: 12 % before 22 Sep 2025, 5 % from it; no exemption before 15 Jul 2024', () => {
    const short = { stayUntil: '2025-10-10', stayFrom: '2025-09-01' };
    expect(classify({ ...short, invoiceDate: '2025-09-21' }).rateBasisPoints).toBe(1200);
    expect(classify({ ...short, invoiceDate: '2025-09-22' }).rateBasisPoints).toBe(500);
    expect(classify({ invoiceDate: '2024-07-14', stayFrom: '2024-01-01' })).toMatchObject({
      reason: 'NO_EXEMPTION',
      rateBasisPoints: 1200,
    });
    expect(classify({ invoiceDate: '2024-07-15', stayFrom: '2024-01-01' }).reason).toBe('EXEMPT');
  });

  it('above ₹7,500 a day the rate is 18 %', () => {
    const perMonthAbove = Math.ceil((750_000 * 365) / 12) + 1;
    expect(classify({ monthlyValuePaise: perMonthAbove, totalPaise: perMonthAbove }).rateBasisPoints).toBe(
      1800,
    );
    expect(classify({ monthlyValuePaise: 22_800_000 }).rateBasisPoints).toBe(500);
  });

  it('the rules carry their sources', () => {
    expect(taxRuleOn('GST_ACCOMMODATION_EXEMPTION', '2026-01-01').source).toMatch(
      /04\/2024-Central Tax \(Rate\)/,
    );
    expect(taxRuleOn('GST_ACCOMMODATION_RATE', '2026-01-01').source).toMatch(/15\/2025-Central Tax \(Rate\)/);
  });
});

describe('the tax adds up exactly', () => {
  it('taxable value + CGST + SGST = the invoice total, in paise, with equal halves, for any total and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(500, 1200, 1800),
        (total, rate) => {
          const split = splitInclusive(total, rate);
          expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(total);
          expect(split.cgstPaise).toBe(split.sgstPaise);
          expect(split.taxablePaise).toBeGreaterThanOrEqual(0);
          // each half is the taxable value's half-rate to within a paisa
          expect(Math.abs(split.cgstPaise - (split.taxablePaise * rate) / 20_000)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
