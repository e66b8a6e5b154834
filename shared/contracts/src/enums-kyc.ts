// The enums of KYC (issue 45): Form III of foreign nationals and police verification. Re-exported
// by enums.ts, where everything else imports them from.

/** Form III (issue 45): the permit a foreign national holds in India. */
export const VISA_KINDS = ['VISA', 'E_VISA', 'OCI'] as const;
export type VisaKind = (typeof VISA_KINDS)[number];
export const VISA_KIND_LABELS: Record<VisaKind, string> = {
  VISA: 'Visa',
  E_VISA: 'e-Visa',
  OCI: 'OCI card',
};
/** The two Form III reports: on arrival at the PG and on departure from it, each within 24 hours. */
export const FORM3_REPORT_KINDS = ['ARRIVAL', 'DEPARTURE'] as const;
export type Form3ReportKind = (typeof FORM3_REPORT_KINDS)[number];
export const FORM3_REPORT_KIND_LABELS: Record<Form3ReportKind, string> = {
  ARRIVAL: 'Arrival',
  DEPARTURE: 'Departure',
};

/** A tenant's police verification (issue 45): to file on the state's portal, filed, verified. */
export const POLICE_VERIFICATION_STATUSES = ['TO_FILE', 'FILED', 'VERIFIED'] as const;
export type PoliceVerificationStatus = (typeof POLICE_VERIFICATION_STATUSES)[number];
export const POLICE_VERIFICATION_STATUS_LABELS: Record<PoliceVerificationStatus, string> = {
  TO_FILE: 'To file',
  FILED: 'Filed',
  VERIFIED: 'Verified',
};
