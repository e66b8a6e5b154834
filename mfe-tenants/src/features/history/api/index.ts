export { useTenantHistory } from './get-history';
