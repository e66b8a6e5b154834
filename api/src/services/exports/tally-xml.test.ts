import { tallyAmount, tallyXml, xmlText } from './tally-xml';

describe('Tally XML', () => {
  it('writes a debit negative and a credit positive, rupees with two decimals, exactly', () => {
    expect([tallyAmount(1_070_050), tallyAmount(-1_070_050), tallyAmount(5), tallyAmount(-1)]).toEqual([
      '-10700.50',
      '10700.50',
      '-0.05',
      '0.01',
    ]);
    expect(tallyAmount(900_719_925_474_099)).toBe('-9007199254740.99');
  });

  it('escapes markup and drops what XML forbids, keeping Hindi and emoji', () => {
    expect(xmlText(`राम & <Sons> "Q's"`)).toBe('राम &amp; &lt;Sons&gt; &quot;Q&apos;s&quot;');
    expect(xmlText('a\u0000b\u0007c\td\ne\u001f')).toBe('abc\td\ne');
    expect(xmlText('\ud83d\ude00 ok \ud83d')).toBe('\ud83d\ude00 ok ');
  });

  it('puts the masters before the vouchers, each voucher with the party first', () => {
    const xml = tallyXml(
      'Sunrise & Co',
      [{ name: 'Cash', parent: 'Cash-in-Hand' }],
      [
        {
          type: 'Receipt',
          date: '2026-03-06',
          number: 'RCP-2026-000001',
          party: 'Ravi (3f2b9c1a)',
          narration: 'Receipt',
          postings: [
            { ledger: 'Cash', paise: 60_000 },
            { ledger: 'Ravi (3f2b9c1a)', paise: -60_000 },
          ],
        },
      ],
    );
    expect(xml).toContain('<SVCURRENTCOMPANY>Sunrise &amp; Co</SVCURRENTCOMPANY>');
    expect(xml.indexOf('<LEDGER NAME="Cash"')).toBeLessThan(xml.indexOf('<VOUCHER VCHTYPE="Receipt"'));
    expect(xml).toContain('<DATE>20260306</DATE>');
    expect(xml.indexOf('<LEDGERNAME>Ravi (3f2b9c1a)</LEDGERNAME>')).toBeLessThan(
      xml.indexOf('<LEDGERNAME>Cash</LEDGERNAME>'),
    );
    expect(xml).toContain(
      '<LEDGERNAME>Cash</LEDGERNAME>\n<ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE>\n<ISPARTYLEDGER>No</ISPARTYLEDGER>\n<AMOUNT>-600.00</AMOUNT>',
    );
  });
});
