// Standalone development page (http://localhost:3003). The shell never loads this file: it loads
// ./routes through Module Federation, and the portal's stylesheet is the shell's.
import { mountStandalone } from '../../tooling/rspack/standalone';
import { routes } from './routes';

/** Where each page lives in the portal (the shell's route tree uses the same paths). */
const PATHS: Record<string, string> = {
  tenants: '/app/tenants',
  tenantAdmission: '/app/tenants/admission',
  tenantUpdate: '/app/tenants/:id/update',
  tenantView: '/app/tenants/view/:id',
  tenantDashboard: '/tenant/dashboard',
  tenantBilling: '/tenant/billing',
  tenantProfile: '/tenant/profile',
};

mountStandalone({ name: 'mfe_tenants', routes, paths: PATHS });
