// Server only (@pgportal/contracts/prerender, PICTURE_FILE): this remote's pages and widgets in the
// signed-in pages the server draws for their visitor; the server puts them in the shell's frame.
import { pictureOfRemote } from '@pgportal/runtime/picture';
import { routes } from './routes';

export const picture = pictureOfRemote(routes);
