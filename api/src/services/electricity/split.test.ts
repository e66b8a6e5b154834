import fc from 'fast-check';
import { daysStayed, splitCost } from './split';

const period = { start: '2026-10-01', end: '2026-10-31' };

describe('the electricity split', () => {
  it('counts the arrival day, not the leaving day, across a month end', () => {
    const days = daysStayed({ start: '2026-09-21', end: '2026-10-10' }, [
      { tenantId: 'a', startDate: '2026-09-30', endDate: '2026-10-02' }, // 30 Sep, 1 Oct
      { tenantId: 'a', startDate: '2026-10-02', endDate: null }, // a move on the 2nd: 2 to 10 Oct
      { tenantId: 'b', startDate: '2026-09-01', endDate: '2026-09-21' }, // left on the first day: none
      { tenantId: 'c', startDate: '2026-10-11', endDate: null }, // after the period
    ]);
    expect(days).toEqual(new Map([['a', 11]]));
  });

  it('gives the paise left over to the largest fractions, the lower id on a tie', () => {
    expect(
      splitCost(
        263_500,
        new Map([
          ['a', 31],
          ['b', 21],
          ['c', 15],
        ]),
      ),
    ).toEqual(
      new Map([
        ['a', 121_918],
        ['b', 82_590],
        ['c', 58_992],
      ]),
    );
    expect(
      splitCost(
        100,
        new Map([
          ['b', 1],
          ['a', 1],
          ['c', 1],
        ]),
      ),
    ).toEqual(
      new Map([
        ['a', 34],
        ['b', 33],
        ['c', 33],
      ]),
    );
    expect(splitCost(500, new Map())).toEqual(new Map());
  });

  it('sums exactly to the cost, each share within one paisa of its proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 10 }),
        (cost, counts) => {
          const days = new Map(counts.map((count, index) => [`t${index}`, count]));
          const total = counts.reduce((sum, count) => sum + count, 0);
          const shares = splitCost(cost, days);
          if (total === 0) return expect(shares.size).toBe(0);
          expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(cost);
          for (const [tenantId, share] of shares) {
            expect(Math.abs(share * total - cost * days.get(tenantId)!)).toBeLessThan(total);
          }
        },
      ),
    );
    expect(daysStayed(period, [])).toEqual(new Map());
  });
});
