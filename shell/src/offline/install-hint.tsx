import { useEffect, useState } from 'react';
import { Button, Card, layout } from '@pgportal/ui';
import { useT } from '../i18n/catalogue';

/** Remembered once the tenant closes the hint or installs: it is never shown again on this phone. */
export const INSTALL_HINT_KEY = 'pgportal.installHint.dismissed';

/** Chromium's event before it offers to install (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const PHONE = '(max-width: 768px)';

// Outside a browser (a picture drawn on the server, issue 43) nothing matches: the hint is the browser's own.
const matches = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

/** Already opened as the installed app (Android's standalone display, iOS's navigator.standalone). */
const installed = () =>
  matches('(display-mode: standalone)') ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_HINT_KEY) !== null;
  } catch {
    return false; // storage refused (private mode): show it, the tenant can close it
  }
}

function remember() {
  try {
    localStorage.setItem(INSTALL_HINT_KEY, new Date().toISOString());
  } catch {
    // storage refused: the hint goes for this visit only
  }
}

/**
 * The tenant area's first-visit hint on a phone (issue 42): how to add the portal to the home
 * screen. Android's install prompt behind 'Install' once the browser offers it
 * (`beforeinstallprompt`); iOS Safari's Share → Add to Home Screen in words. 'Not now' closes it
 * for good (localStorage).
 */
export function InstallHint() {
  const { t } = useT();
  const [visible, setVisible] = useState(() => matches(PHONE) && !installed() && !dismissedBefore());
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    if (!visible) return;
    const offered = (event: Event) => {
      event.preventDefault(); // the hint's own 'Install' asks, not the browser's mini-bar
      setPrompt(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', offered);
    return () => window.removeEventListener('beforeinstallprompt', offered);
  }, [visible]);
  if (!visible) return null;
  const close = () => {
    remember();
    setVisible(false);
  };
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice;
    close();
  };
  const how = prompt ? t('installAndroid') : isIos() ? t('installIos') : t('installOther');
  return (
    <Card title={t('installTitle')} aria-label={t('installTitle')} className="install-hint">
      <div className={layout.stack}>
        <p>{how}</p>
        <div className={layout.row}>
          {prompt ? <Button onClick={() => void install()}>{t('installButton')}</Button> : null}
          <Button variant="secondary" onClick={close}>
            {t('installDismiss')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
