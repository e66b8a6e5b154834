// Remote widgets inside any page: the shell or a remote renders <RemoteWidget remote widget />,
// and the shell's loader (Module Federation, behind a boundary with Retry) does the rest. The
// shell registers its renderer at boot; this module is a strict singleton, so a remote's page
// reaches the very same registration.
import { createElement, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import type { RemoteName } from '@pgportal/contracts/remotes';

export interface RemoteWidgetProps {
  remote: RemoteName;
  /** the name under the remote's `widgets` (RemoteRoutesModule) */
  widget: string;
  /** render nothing while the remote has no widget of that name */
  optional?: boolean;
}

export const WIDGET_UNAVAILABLE_TEXT = 'This section is unavailable right now.';

let renderer: ComponentType<RemoteWidgetProps> | null = null;
const listeners = new Set<() => void>();

/** The shell's renderer (loads the remote, shows its widget behind a boundary). Returns an undo. */
export function registerWidgetRenderer(component: ComponentType<RemoteWidgetProps>): () => void {
  renderer = component;
  for (const listener of listeners) listener();
  return () => {
    if (renderer !== component) return;
    renderer = null;
    for (const listener of listeners) listener();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => renderer;

/** A widget of another remote; without a shell (a remote run alone) it says the section is unavailable. */
export function RemoteWidget(props: RemoteWidgetProps) {
  const Renderer = useSyncExternalStore(subscribe, current, current);
  if (!Renderer) {
    return props.optional ? null : (
      <p role="status" data-remote={props.remote}>
        {WIDGET_UNAVAILABLE_TEXT}
      </p>
    );
  }
  // The registered component is module state (set once at boot), not one made during render.
  return createElement(Renderer, props);
}
