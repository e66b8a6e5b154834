// Proof that every bundle on the page uses ONE session store (DESIGN §1). Each bundle (the shell and
// every remote's ./routes) records the `useSession` it was given under SESSION_STORE_ID; with Module
// Federation sharing @pgportal/shared/session as a singleton the shell provides, they are all the
// same object. End-to-end tests read `window[Symbol.for('pgportal.session')]`.
import { SESSION_STORE_ID, useSession } from '@pgportal/shared/session';

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[SESSION_STORE_ID] ??= new Map());
}

export function recordSessionInstance(bundle: string, store: unknown = useSession): void {
  registry().set(bundle, store);
}

/** The bundles whose store differs from the shell's (empty when there is one instance). */
export function bundlesWithAnotherSession(): string[] {
  const shellStore = registry().get('shell') ?? useSession;
  return [...registry()].filter(([, store]) => store !== shellStore).map(([bundle]) => bundle);
}
