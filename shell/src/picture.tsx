// Server only (@pgportal/contracts/prerender, PICTURE_FILE): the shell's part of a signed-in page's
// picture, drawn for the visitor who asked: the layout, the navigation and the shell's own pages
// (the dashboard), with REMOTE_PAGE_SLOT where a remote's page goes. Same stylesheets as bootstrap.tsx.
import './styles/global.css';
import './styles/base.css';
import './styles/portal.css';
import './styles/dashboard.css';
import './styles/portal-waiting.css';
import { pictureOf } from '@pgportal/runtime/picture';
import { frameAt } from './prerender';

export const picture = pictureOf(({ path }) => frameAt(path));
