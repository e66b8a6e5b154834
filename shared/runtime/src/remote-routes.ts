// What a remote exposes to the shell as Module Federation `./routes`.
import type { ComponentType } from 'react';
import type { RouteObject } from './router';

export interface RemoteRoutesModule {
  /**
   * The remote's pages, with the absolute paths of @pgportal/contracts/paths (e.g. PATHS.roomView).
   * The shell mounts the remote on its prefixes and renders whichever of these lies under the URL.
   */
  routes: RouteObject[];
  /** Widgets another part composes (e.g. the complaints table on the dashboard). */
  widgets?: Record<string, ComponentType<Record<string, unknown>>>;
}
