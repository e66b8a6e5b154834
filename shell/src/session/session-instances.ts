// Proof that every bundle on the page uses ONE session store (DESIGN §1); see
// recordSessionInstance in @pgportal/runtime/session.
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';

/** The bundles whose store differs from the shell's (empty when there is one instance). */
export function bundlesWithAnotherSession(): string[] {
  const registry = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[
    SESSION_STORE_ID
  ];
  const shellStore = registry?.get('shell') ?? useSession;
  return [...(registry ?? [])].filter(([, store]) => store !== shellStore).map(([bundle]) => bundle);
}
