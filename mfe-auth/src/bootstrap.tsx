// Standalone development page (http://localhost:3001). The shell never loads this file: it loads
// ./routes through Module Federation, and the portal's stylesheet is the shell's.
import { mountStandalone } from '../../tooling/rspack/standalone';
import { routes } from './routes';

/** Where each page lives in the portal (the shell's route tree uses the same paths). */
const PATHS: Record<string, string> = {
  login: '/login',
  tenantLogin: '/tenant/login',
  verify: '/verify',
  managers: '/app/managers',
  account: '/app/account',
  settings: '/app/settings',
};

mountStandalone({ name: 'mfe_auth', routes, paths: PATHS });
