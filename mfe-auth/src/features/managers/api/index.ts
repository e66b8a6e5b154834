export { MANAGER_ADDED, addManager } from './add-manager';
export { MANAGER_DELETED, deleteManager } from './delete-manager';
export { MANAGERS_KEY, useManagers } from './get-managers';
export { managerFormData } from './manager-form-data';
export type { ManagerFields } from './manager-form-data';
export { VERIFICATION_SENT, resendVerification } from './resend-verification';
export { MANAGER_UPDATED, updateManager } from './update-manager';
