import { tearDownTemplates } from './template-database';

export default tearDownTemplates;
