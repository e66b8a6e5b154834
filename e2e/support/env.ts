import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
/** The e2e server serves copies of the built front ends from here, so a test may redeploy one. */
export const E2E_STATIC_ROOT = join(tmpdir(), `pgportal-e2e-${E2E_PORT}`, 'static');
export const E2E_DATA_DIR = join(tmpdir(), `pgportal-e2e-${E2E_PORT}`, 'data');
export const REPO_ROOT = join(__dirname, '..', '..');
export { FRONT_END_FOLDERS as FRONT_ENDS } from '@pgportal/contracts/remotes';
/** Cookies of a signed-in super admin, written by admin.setup.ts. */
export const ADMIN_STATE = join(__dirname, '..', '..', 'test-results', 'e2e-admin-state.json');
/** Cookies of the signed-in demo tenant (tenant@example.com), written by admin.setup.ts. */
export const TENANT_STATE = join(__dirname, '..', '..', 'test-results', 'e2e-tenant-state.json');
