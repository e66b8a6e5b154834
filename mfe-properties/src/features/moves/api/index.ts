export { useFreeBeds } from './get-free-beds';
export { useTenantTerms } from './get-tenant-terms';
export { useMoveTenant } from './move-tenant';
