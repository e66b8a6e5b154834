import { setUpTemplates } from './template-database';

export default setUpTemplates;
