import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Notice } from '@pgportal/ui';
import { useT } from '../i18n/catalogue';
import { duesSavedAt } from './personal-caches';
import { useOnline } from './use-online';

/** When the dues were saved, in the tenant's language: 28 Nov 2026, 9:05 am / 28 नव॰ 2026, 9:05 am. */
const savedAtIn = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

/** Over the tenant's pages while offline: what is shown is the last known answer, saved at a time (in English or Hindi). */
export function OfflineBanner() {
  const online = useOnline();
  const { t, locale } = useT();
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
      {savedAt ? t('offlineSavedAsOf', { time: savedAtIn(locale, savedAt) }) : t('offlineSaved')}{' '}
      {t('offlineActions')}
    </Notice>
  );
}
