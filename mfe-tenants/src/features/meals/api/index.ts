export { useMyDaysAway } from './get-my-days-away';
export { useMarkDaysAway } from './mark-days-away';
export { useWithdrawDaysAway } from './withdraw-days-away';
export { useMealCount } from './get-meal-count';
export { useTenantDaysAway } from './get-tenant-days-away';
export { useMarkTenantDaysAway } from './mark-tenant-days-away';
