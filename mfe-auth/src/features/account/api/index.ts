export { ACCOUNT_UPDATED, updateAccount } from './update-account';
export type { AccountFields } from './update-account';
