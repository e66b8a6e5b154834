import { normaliseTenant, tenantCreateFields } from '@pgportal/contracts/schemas';
import { imageFilesField } from '@pgportal/ui/forms';
import type { z } from 'zod';

/**
 * The tenant form's schema: the API's fields plus the photo picker (SPEC §5). One schema for both
 * 'New Tenant' and 'Update Tenant': New Tenant sets propertyId (the current property unless another
 * of the caller's is chosen); Update Tenant never does.
 */
export const tenantFormSchema = tenantCreateFields
  .extend({ tenantImage: imageFilesField({ maxFiles: 1 }) })
  .transform(normaliseTenant);

export type TenantFormValues = z.input<typeof tenantFormSchema>;
