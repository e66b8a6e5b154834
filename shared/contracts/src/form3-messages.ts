// Form III of foreign nationals (issue 45): what the API answers staff.
export const FORM3_MESSAGES = {
  foreignNationalFetched: 'Foreign national details fetched',
  foreignNationalSaved: 'Foreign national details saved',
  form3SheetFetched: 'Form III data sheet fetched',
  form3SubmissionRecorded: 'Form III submission recorded',
  form3NoDetails:
    'Record the tenant’s nationality, passport and visa first: they are not a foreign national yet.',
  form3NoReport: 'There is no such Form III report for this tenant yet: departure starts at the move-out.',
  form3SubmittedTooEarly: 'Submitted at must be after the arrival or departure it reports',
  form3KeyMissing:
    'The passport and visa numbers cannot be read: the encryption key (PII_ENCRYPTION_KEY) is not the one they were saved with.',
} as const;
