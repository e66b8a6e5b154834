// Standalone development page (http://localhost:3004). The shell never loads this file: it loads
// ./routes through Module Federation, and the portal's stylesheet is the shell's.
import { mountStandalone } from '../../tooling/rspack/standalone';
import { routes } from './routes';

mountStandalone({ name: 'mfe_complaints', routes });
