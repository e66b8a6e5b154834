// Tenants and their legal documents as the API answers them (SPEC §3), inferred from
// responses/tenants.ts. Money in rupees.
import type { z } from 'zod';
import type { depositAnswerSchema } from '../responses/notices';
import type {
  myDataAnswerSchema,
  privacyConsentAnswerSchema,
  privacyConsentStatusAnswerSchema,
} from '../responses/privacy';
import type {
  legalDocumentAnswerSchema,
  tenantAadhaarAnswerSchema,
  tenantAnswerSchema,
  tenantListItemAnswerSchema,
} from '../responses/tenants';

export type LegalDocument = z.output<typeof legalDocumentAnswerSchema>;

/** What an Aadhaar QR said of a tenant (issue 45). */
export type TenantAadhaar = z.output<typeof tenantAadhaarAnswerSchema>;

/** A row of GET /tenant/ (list and search). */
export type TenantListItem = z.output<typeof tenantListItemAnswerSchema>;

/** GET /tenant/fetch/{id} and GET /tenant/profile. */
export type Tenant = z.output<typeof tenantAnswerSchema>;

/** A paid ADVANCE invoice: the deposit held (issue 24). */
export type Deposit = NonNullable<z.output<typeof depositAnswerSchema>>;

export type EmergencyContact = NonNullable<Tenant['emergencyContact']>;
export type LocalGuardian = NonNullable<Tenant['localGuardian']>;
export type HealthInfo = NonNullable<Tenant['healthInfo']>;

/** Consent to the privacy notice (issue 45). */
export type PrivacyConsent = z.output<typeof privacyConsentAnswerSchema>;
/** GET /tenant/my-privacy-consent. */
export type PrivacyConsentStatus = z.output<typeof privacyConsentStatusAnswerSchema>;
/** GET /tenant/my-data. */
export type MyData = z.output<typeof myDataAnswerSchema>;
