// The tax spread over an invoice's lines for the Tally export (issue 44): exact in paise, in
// proportion to the lines within one paisa, never in a late fee or a deposit.
import fc from 'fast-check';
import { INVOICE_LINE_KINDS } from '@pgportal/contracts/enums';
import { shareOut, taxShares } from './tally-gst';

describe('shareOut', () => {
  it('splits a total exactly, each share within a paisa of its proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          expect(shares.reduce((acc, share) => acc + share, 0)).toBe(total);
          shares.forEach((share, index) => {
            expect(Math.abs(share * sum - total * weights[index]!)).toBeLessThan(sum);
          });
        },
      ),
    );
  });

  it('gives the paise left to the largest remainders', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(42_858, [900_000, 250_050])).toEqual([33_540, 9_318]);
  });
});

describe('taxShares', () => {
  const line = fc.record({
    kind: fc.constantFrom(...INVOICE_LINE_KINDS),
    paise: fc.integer({ min: -500_000, max: 2_000_000 }).filter((paise) => paise !== 0),
  });

  it('puts all of the tax in lines of its sign, never a late fee or a deposit', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: -50_000, max: 50_000 }),
        (lines, tax) => {
          const shares = taxShares(lines, tax);
          expect(shares.reduce((acc, share) => acc + share.paise, 0)).toBe(tax);
          for (const share of shares) {
            expect(['LATE_FEE', 'ADVANCE']).not.toContain(share.kind);
            expect(Math.sign(share.paise) === Math.sign(tax) || share.paise === 0).toBe(true);
          }
        },
      ),
    );
  });

  it('spreads a rent and meals invoice’s tax by their amounts; none left: rent', () => {
    expect(
      taxShares(
        [
          { kind: 'RENT', paise: 900_000 },
          { kind: 'MEALS', paise: 250_050 },
          { kind: 'MEAL_CREDIT', paise: -10_000 },
          { kind: 'LATE_FEE', paise: 10_000 },
        ],
        42_858,
      ),
    ).toEqual([
      { kind: 'RENT', paise: 33_540 },
      { kind: 'MEALS', paise: 9_318 },
    ]);
    expect(taxShares([{ kind: 'LATE_FEE', paise: 10_000 }], 476)).toEqual([{ kind: 'RENT', paise: 476 }]);
    expect(taxShares([{ kind: 'RENT', paise: 900_000 }], 0)).toEqual([]);
  });
});
