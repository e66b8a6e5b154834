// The one session store of the portal. The shell creates, fills and clears it; remotes read it
// and ask it to change. Module Federation shares this module as a singleton the shell provides,
// so every remote sees this very instance (see shell tests).
import { create } from 'zustand';
import type { TenantSummary, User } from '@pgportal/contracts/types';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  staffStatus: SessionStatus;
  user: User | null;
  tenantStatus: SessionStatus;
  tenant: TenantSummary | null;
  /** Set by the shell: reloads the profiles from the server. */
  refresh: () => Promise<void>;
  /** Set by the shell: ends the session on the server, clears caches, goes to /. */
  logout: () => Promise<void>;
  signedInAsStaff: (user: User) => void;
  signedInAsTenant: (tenant: TenantSummary) => void;
  signedOut: () => void;
}

const notReady = async () => undefined;

export const useSession = create<SessionState>()((set) => ({
  staffStatus: 'loading',
  user: null,
  tenantStatus: 'loading',
  tenant: null,
  refresh: notReady,
  logout: notReady,
  signedInAsStaff: (user) => set({ user, staffStatus: 'authenticated', tenant: null, tenantStatus: 'unauthenticated' }),
  signedInAsTenant: (tenant) => set({ tenant, tenantStatus: 'authenticated', user: null, staffStatus: 'unauthenticated' }),
  signedOut: () => set({ user: null, tenant: null, staffStatus: 'unauthenticated', tenantStatus: 'unauthenticated' }),
}));

/** A marker other bundles can compare to prove the store is one instance. */
export const SESSION_STORE_ID = Symbol.for('pgportal.session');

/**
 * Each bundle (the shell, every remote) records the store it received under SESSION_STORE_ID.
 * With the module shared as a singleton they are one object; a bundle that got a copy of its own
 * would record a different one. End-to-end tests read `window[Symbol.for('pgportal.session')]`.
 */
export function recordSessionInstance(bundle: string): void {
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  (holder[SESSION_STORE_ID] ??= new Map()).set(bundle, useSession);
}
