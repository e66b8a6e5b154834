// The privacy notice's consent (issue 45): the tenant agrees online to the version they were shown;
// staff record the paper the tenant signed.
import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '../privacy-notice';

export const PRIVACY_VERSION_OUTDATED = `Read the current privacy notice (version ${PRIVACY_NOTICE_VERSION}) and agree to it`;

/** POST /tenant/my-privacy-consent: the version the tenant read; only the current one is taken. */
export const privacyConsentSchema = z.object({
  version: z.literal(PRIVACY_NOTICE_VERSION, { error: PRIVACY_VERSION_OUTDATED }),
});
export type PrivacyConsentInput = z.input<typeof privacyConsentSchema>;

/** POST /tenant/{tenantId}/privacy-consent: staff record the paper; left out, the current version. */
export const paperConsentSchema = z.object({
  version: z.literal(PRIVACY_NOTICE_VERSION, { error: PRIVACY_VERSION_OUTDATED }).optional(),
});
export type PaperConsentInput = z.input<typeof paperConsentSchema>;
