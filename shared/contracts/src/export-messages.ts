// The messages of CSV exports and the occupancy grid (issue 26), spread into MESSAGES (messages.ts).
export const EXPORT_MESSAGES = {
  exportGstr1NoGstin:
    'This property is not registered for GST: set its GSTIN and legal name on the property form (Properties → Edit) to download a GSTR-1 file.',
  exportNoProperty: 'Choose a property first: an export holds the current property’s list.',
  occupancyFetched: 'Occupancy fetched successfully',
  occupancyNoProperty: 'Choose a property first: the grid shows the current property’s beds.',
} as const;
