export { addTenant, useAddTenant } from './add-tenant';
export { deleteTenant, useDeleteTenant } from './delete-tenant';
export { OWN_TENANT_PATH, tenantPath, useOwnTenant, useTenant } from './get-tenant';
export { TENANTS_PAGE_SIZE, TENANTS_PATH, useTenants } from './get-tenants';
export type { TenantsFilters, TenantsQuery } from './get-tenants';
export { resendTenantVerification, useResendTenantVerification } from './resend-verification';
export { tenantFormData } from './tenant-form-data';
export type { TenantFields } from './tenant-form-data';
export { updateTenant, useUpdateTenant } from './update-tenant';
