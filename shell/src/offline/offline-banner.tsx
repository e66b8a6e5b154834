import { useEffect, useState, useSyncExternalStore } from 'react';
import { Notice } from '@pgportal/ui';
import { MESSAGES } from '@pgportal/contracts/messages';
import { duesSavedAt } from './personal-caches';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a network; SWR refreshes every page's data by itself when it returns. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

const SAVED_AT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Over the tenant's pages while offline: what is shown is the last known answer, saved at a time. */
export function OfflineBanner() {
  const online = useOnline();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (online) return;
    let current = true;
    void duesSavedAt().then((date) => current && setSavedAt(date));
    return () => {
      current = false;
    };
  }, [online]);
  if (online) return null;
  return (
    <Notice role="status" className="offline-banner">
      {MESSAGES.offlineBanner}
      {savedAt ? ` as of ${SAVED_AT.format(savedAt)}` : ''}. {MESSAGES.offline}
    </Notice>
  );
}
