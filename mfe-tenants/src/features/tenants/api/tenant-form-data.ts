import type { TenantCreateValues } from '@pgportal/contracts/schemas';

export type TenantFields = Omit<TenantCreateValues, 'propertyId'> & {
  propertyId?: string;
  tenantImage?: File;
};

/** The multipart body of POST /tenant/add and PUT /tenant/update/{id} (SPEC §7). */
export function tenantFormData(fields: TenantFields): FormData {
  const body = new FormData();
  body.append('fullName', fields.fullName);
  body.append('email', fields.email);
  body.append('phoneNumber', fields.phoneNumber);
  body.append('dateOfBirth', fields.dateOfBirth);
  body.append('address', fields.address);
  body.append('profession', fields.profession ?? '');
  body.append('emergencyContact', JSON.stringify(fields.emergencyContact));
  body.append('healthInfo', JSON.stringify(fields.healthInfo));
  // Sent only for a STUDENT (SPEC §5).
  if (fields.localGuardian) body.append('localGuardian', JSON.stringify(fields.localGuardian));
  if (fields.propertyId) body.append('propertyId', fields.propertyId);
  if (fields.tenantImage) body.append('tenantImage', fields.tenantImage);
  // Issue 45: staff record that the tenant signed the paper privacy notice (New Tenant only).
  if (fields.paperConsent) body.append('paperConsent', 'true');
  // Issue 45: a foreign national's Form III details (New Tenant only), checked by the API's schema.
  if (fields.foreignNational) body.append('foreignNational', JSON.stringify(fields.foreignNational));
  return body;
}
