// The GST rows of the tax rules table (issue 44): the accommodation exemption, the rate of taxable
// accommodation and the SAC code. Each row cites its notification; docs/taxes.md says why.

export interface GstRuleValues {
  /**
   * Accommodation exempt (Nil rate) when its value is at most `upToPaise` per person per month and
   * it is supplied for a continuous period of at least `minDays` days.
   */
  GST_ACCOMMODATION_EXEMPTION: { upToPaise: number; minDays: number };
  /**
   * The GST rate (basis points, CGST + SGST together) of taxable accommodation whose value per
   * unit per day is at most `slabUpToPaisePerDay`, and the rate above it.
   */
  GST_ACCOMMODATION_RATE: { slabUpToPaisePerDay: number; basisPoints: number; aboveSlabBasisPoints: number };
  /** the Services Accounting Code printed on the invoice */
  GST_ACCOMMODATION_SAC: { code: string };
  /**
   * An unregistered recipient's address and the address of delivery are printed on an invoice
   * whose value is at least `fromPaise`.
   */
  GST_INVOICE_RECIPIENT_ADDRESS: { fromPaise: number };
}

type Row<N extends keyof GstRuleValues> = { name: N; from: string; source: string } & GstRuleValues[N];

export const GST_RULES: ReadonlyArray<
  | Row<'GST_ACCOMMODATION_EXEMPTION'>
  | Row<'GST_ACCOMMODATION_RATE'>
  | Row<'GST_ACCOMMODATION_SAC'>
  | Row<'GST_INVOICE_RECIPIENT_ADDRESS'>
> = [
  {
    name: 'GST_ACCOMMODATION_EXEMPTION',
    from: '2024-07-15',
    upToPaise: 2_000_000,
    minDays: 90,
    source:
      'Notification No. 04/2024-Central Tax (Rate) of 12 July 2024 (in force 15 July 2024), inserting S. No. 12A (Heading 9963) in Notification No. 12/2017-Central Tax (Rate); the same by 04/2024-Integrated Tax (Rate) and 04/2024-Union Territory Tax (Rate)',
  },
  {
    // 12 % (CGST 6 % + SGST 6 %) once the ₹1,000-a-day exemption was withdrawn; 18 % above ₹7,500.
    name: 'GST_ACCOMMODATION_RATE',
    from: '2022-07-18',
    slabUpToPaisePerDay: 750_000,
    basisPoints: 1200,
    aboveSlabBasisPoints: 1800,
    source:
      'Notification No. 11/2017-Central Tax (Rate), S. No. 7(i) and 7(vi), as amended by Notification No. 03/2022-Central Tax (Rate) of 13 July 2022 (in force 18 July 2022); the exemption below ₹1,000 a day omitted by Notification No. 04/2022-Central Tax (Rate)',
  },
  {
    // 5 % (CGST 2.5 % + SGST 2.5 %) without input tax credit; 18 % above ₹7,500 a day.
    name: 'GST_ACCOMMODATION_RATE',
    from: '2025-09-22',
    slabUpToPaisePerDay: 750_000,
    basisPoints: 500,
    aboveSlabBasisPoints: 1800,
    source:
      'Notification No. 15/2025-Central Tax (Rate) of 17 September 2025 (in force 22 September 2025), amending S. No. 7(i) of Notification No. 11/2017-Central Tax (Rate): 2.5 % central tax, provided input tax credit is not taken',
  },
  {
    // Group 99632, "Room or unit accommodation services provided by Hostels, Camps, Paying Guest etc."
    name: 'GST_ACCOMMODATION_SAC',
    from: '2017-07-01',
    code: '996322',
    source:
      'Scheme of Classification of Services, Annexure to Notification No. 11/2017-Central Tax (Rate) of 28 June 2017, Heading 9963, Group 99632, Service Code 996322',
  },
  {
    // A tenant is an unregistered recipient: from ₹50,000 the invoice names where they live and
    // where the supply is made, with the state (the place of supply already prints it).
    name: 'GST_INVOICE_RECIPIENT_ADDRESS',
    from: '2017-07-01',
    fromPaise: 5_000_000,
    source:
      'Rule 46(f) of the CGST Rules, 2017 (Notification No. 3/2017-Central Tax of 19 June 2017): the name and address of an unregistered recipient and the address of delivery, with the name of the State and its code, where the value of the taxable supply is fifty thousand rupees or more',
  },
];
