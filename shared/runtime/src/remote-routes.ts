// What a remote exposes to the shell as Module Federation `./routes`.
import type { ComponentType } from 'react';

/** What the remotes of a Module Federation build expose as `./routes`. */
export interface RemoteRoutesModule {
  /** Page components keyed by the page names the shell's route tree asks for. */
  pages: Record<string, ComponentType>;
  /** Widgets another part composes (e.g. a table on the dashboard). */
  widgets?: Record<string, ComponentType<Record<string, unknown>>>;
}
