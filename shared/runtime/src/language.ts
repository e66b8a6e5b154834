// The language of the tenant's screens (issue 27): one store the shell provides (a Module
// Federation singleton, like the session); every app's i18next instance follows it. Before
// sign-in the choice lives in localStorage and in a cookie the server reads (the landing page has
// no script: its switch, `/?lang=hi`, sets the cookie on the server); after, the tenant's stored
// language wins.
import { create } from 'zustand';
import { LANGUAGE_COOKIE, isLanguage, type Language } from '@pgportal/contracts/enums';
import { useSession } from './session';

export const LANGUAGE_STORAGE_KEY = 'pgportal.language';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language of the cookie: set by the server's landing page, newer than localStorage when they differ. */
function cookieLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = pair?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

function storageLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function apply(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
    document.documentElement.lang = language;
  }
}

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguage = create<LanguageState>()((set) => ({
  language: chosenLanguage() ?? 'en',
  setLanguage: (language) => {
    if (!isLanguage(language)) return;
    apply(language);
    set({ language });
  },
}));

/** BCP 47 locale for Intl (numbers, money, dates) in a language. */
export const localeOf = (language: Language): string => (language === 'hi' ? 'hi-IN' : 'en-IN');

// On sign-in (and every session refresh) the tenant's stored language wins.
useSession.subscribe((state, previous) => {
  const stored = state.tenant?.language;
  if (stored && stored !== previous.tenant?.language) useLanguage.getState().setLanguage(stored);
});
if (typeof document !== 'undefined') document.documentElement.lang = useLanguage.getState().language;

/** The language chosen in this browser, if any (a code request sends it; absent: the server's stays). */
export function chosenLanguage(): Language | undefined {
  return cookieLanguage() ?? storageLanguage();
}
