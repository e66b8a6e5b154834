// Drafts of long forms (New Tenant, Add Property) kept in the browser, so that a session ending
// while one is filled loses nothing: the user signs in again and finds the form as they left it.
//
// sessionStorage, not localStorage: these forms hold people's personal details (phone, address,
// health, guardian). sessionStorage lives as long as the tab, which is where the user signs in
// again (the shell sends them back to the page), and is gone when the tab is closed, so a shared
// front-desk computer does not keep them for the next person; localStorage would keep them for
// good and in every tab. Each draft is keyed by the person and the form. Signing out on purpose
// removes every draft; another person signing in on the tab removes everyone else's. Files are
// never kept (they cannot be stored, and would be large).

export const DRAFT_PREFIX = 'pgportal:draft:';

/** The storage key of `owner`'s draft of `form` (e.g. the user's id and 'tenant-admission'). */
export const draftKey = (owner: string, form: string) => `${DRAFT_PREFIX}${owner}:${form}`;

/** sessionStorage, or null where there is none or it may not be used (some private modes). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft saved under `key`, or null (none, or unreadable). */
export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(key);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Saves `text` (a serialised draft) under `key`; a full or refused storage keeps no draft. */
export function writeDraft(key: string, text: string): void {
  try {
    storage()?.setItem(key, text);
  } catch {
    // Quota or privacy settings: the form still works, it just has no draft to come back to.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored where storage cannot be used.
  }
}

/**
 * Removes every form draft kept in this tab (sign-out by the user), or every one but `keepOwner`'s
 * (someone signed in: drafts of whoever used the tab before are not theirs to see).
 */
export function clearFormDrafts(keepOwner?: string): void {
  const store = storage();
  if (!store) return;
  const keep = keepOwner === undefined ? null : `${DRAFT_PREFIX}${keepOwner}:`;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(DRAFT_PREFIX) && !(keep && key.startsWith(keep))) keys.push(key);
  }
  for (const key of keys) removeDraft(key);
}
