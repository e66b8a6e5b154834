// Rent receipts for HRA and verifiable papers (issue 44: docs/taxes.md, docs/verify.md), spread
// into MESSAGES (messages.ts); the tenant's Hindi is in messages-hi-billing.ts.
export const TAX_PAPER_MESSAGES = {
  rentReceiptNothingPaid:
    'No rent was received in this period, so there is no rent receipt for it. Choose a month or financial year in which rent was paid.',
  rentReceiptPeriodInvalid:
    'Choose either a month (month=YYYY-MM, e.g. 2026-04) or a financial year (financialYear=2026 for April 2026 to March 2027), not both.',
  landlordPanInvalid: 'Enter the landlord’s PAN as 5 letters, 4 digits and a letter, e.g. ABCDE1234F',
  gstLegalNameRequired: 'Enter the legal name registered with this GSTIN',
  gstNoteNotFound: 'Credit or debit note not found',
  paperVerified: 'Paper checked',
  verifyKeysFetched: 'Public keys fetched successfully',
} as const;
