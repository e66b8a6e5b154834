// Police verification of tenants (issue 45): what the API answers staff.
export const POLICE_MESSAGES = {
  policeVerificationFetched: 'Police verification fetched',
  policeFiledRecorded: 'Police verification recorded as filed',
  policeVerifiedRecorded: 'Police verification recorded as verified',
  policeNoStay: 'The tenant has no bed yet: the police verification starts at the move-in.',
  policeNotFiled: 'Record the acknowledgement number and the day it was filed first.',
  policeAlreadyVerified: 'The police verification is already marked verified.',
  policeFiledBeforeMoveIn: 'Filed on cannot be more than 30 days before the move-in day',
  policeVerifiedBeforeFiled: 'Verified on cannot be before the day it was filed',
} as const;
