export { ACCOUNT_UPDATED, updateAccount, useUpdateAccount } from './update-account';
export type { AccountFields } from './update-account';
