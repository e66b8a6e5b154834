import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Notice } from '@pgportal/ui';
import { MESSAGES } from '@pgportal/contracts/messages';
import { duesSavedAt } from './personal-caches';
import { useOnline } from './use-online';

const SAVED_AT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Over the tenant's pages while offline: what is shown is the last known answer, saved at a time. */
export function OfflineBanner() {
  const online = useOnline();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const { mutate } = useSWRConfig();
  const wasOnline = useRef(online);
  useEffect(() => {
    // Back in reach: every page's data refreshes by itself (SWR's own reconnect needs an 'online' event).
    if (online && !wasOnline.current) void mutate(() => true);
    wasOnline.current = online;
  }, [online, mutate]);
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
      {savedAt ? ` as of ${SAVED_AT.format(savedAt)}` : ''}. {MESSAGES.offlineActions}
    </Notice>
  );
}
