// The messages of electricity by meter (issue 25), spread into MESSAGES (messages.ts).
export const ELECTRICITY_MESSAGES = {
  meterReadingsFetched: 'Meter readings fetched successfully',
  meterReadingAdded: 'Meter reading recorded successfully',
  meterReadingCorrected: 'Meter reading corrected; the shares were recomputed',
  electricityWorksheetFetched: 'Electricity worksheet fetched successfully',
  myElectricityFetched: 'Your electricity shares fetched successfully',
  meterReadingNotFound: 'Meter reading not found',
  readingDateBeforeLast: 'The reading date is before the last reading’s date: readings only go forward.',
  readingBelowLast: 'The reading is below the last reading: a meter only goes up.',
  readingDateInFuture: 'The reading date cannot be in the future.',
  noRoomMeters:
    'This property’s rooms have no meters of their own: turn on “Rooms have their own meters” on the property first.',
  noElectricityRate: 'Set the property’s electricity rate (₹ per unit) before recording readings.',
  readingNotLatest: 'Only the latest reading of a room can be corrected.',
  readingAlreadyBilled:
    'This reading’s shares are already on an invoice and cannot be recomputed: add a charge or credit instead.',
} as const;
