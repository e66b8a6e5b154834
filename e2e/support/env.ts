import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The first server's port; Playwright's worker N (TEST_PARALLEL_INDEX) talks to the server at +N. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * How many workers, hence servers, the main run has (each with its own database and demo data):
 * three by default on the 2-core CI machine, where two left the cores a fifth idle while journeys
 * waited for a page or an answer (docs/testing.md).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/** Every server's port, for the setup that signs in on each. */
export const E2E_PORTS = Array.from({ length: E2E_WORKERS }, (_, index) => E2E_BASE_PORT + index);
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const urlOf = (port: number) => `http://localhost:${port}`;
export const E2E_URL = urlOf(E2E_PORT);
/** The e2e server serves copies of the built front ends from here, so a test may redeploy one. */
export const E2E_STATIC_ROOT = join(tmpdir(), `pgportal-e2e-${E2E_PORT}`, 'static');
export const E2E_DATA_DIR = join(tmpdir(), `pgportal-e2e-${E2E_PORT}`, 'data');
/** the server's UIDAI_CERT_DIR (serve.mjs): a journey drops its test signer's certificate there */
export const E2E_UIDAI_CERT_DIR = join(tmpdir(), `pgportal-e2e-${E2E_PORT}`, 'uidai-certs');
/**
 * The browser of the journeys: Chromium's headless shell (Debian's chromium-headless-shell), which
 * draws the same pages as Chromium with less work around them. The journey that installs the
 * portal on a phone needs the full browser (E2E_FULL_CHROMIUM).
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
export const E2E_FULL_CHROMIUM = '/usr/bin/chromium';
export const REPO_ROOT = join(__dirname, '..', '..');
export { FRONT_END_FOLDERS as FRONT_ENDS } from '@pgportal/contracts/remotes';
const results = join(__dirname, '..', '..', 'test-results');
/** Cookies of a signed-in super admin on the server at `port`, written by admin.setup.ts. */
export const adminStateFor = (port: number) => join(results, `e2e-admin-state-${port}.json`);
/** Cookies of the signed-in demo tenant (tenant@example.com) on the server at `port`. */
export const tenantStateFor = (port: number) => join(results, `e2e-tenant-state-${port}.json`);
/** This worker's server's admin cookies. */
export const ADMIN_STATE = adminStateFor(E2E_PORT);
/** This worker's server's demo tenant cookies. */
export const TENANT_STATE = tenantStateFor(E2E_PORT);
