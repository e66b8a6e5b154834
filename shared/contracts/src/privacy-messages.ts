// The privacy notice's consent and the tenant's copy of their data (issue 45: docs/kyc.md), spread
// into MESSAGES (messages.ts); the tenant's Hindi is in messages-hi-account.ts.
export const PRIVACY_MESSAGES = {
  privacyConsentFetched: 'Privacy notice consent',
  privacyConsentRecorded: 'Your agreement to the privacy notice is saved',
  privacyPaperConsentRecorded: "The tenant's paper consent to the privacy notice is recorded",
  myDataFetched: 'A copy of your data',
} as const;
