// Each app's catalogue (issue 27): an i18next instance of its own, with its own namespace and
// messages, bundled with the app so a remote deploys alone; all follow the one language store.
// Not shared through Module Federation (only i18next's code is): see docs/languages.md.
import { createInstance, type i18n as I18n } from 'i18next';
import { useId, useMemo } from 'react';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@pgportal/contracts/enums';
import { useHydrated } from './hydration';
// By the package's name, not './language': Module Federation shares the store under that name
// only, so a relative import would give each remote a store of its own that a switch made in
// another app (the shell's tenant frame, the sign-in page's remote) never reaches.
import { localeOf, useLanguage } from '@pgportal/runtime/language';

/** An app's messages: English is the reference, every other language has exactly its keys. */
export type Catalogue<K extends string = string> = Record<Language, Record<K, string>>;

/** Translates a key of the catalogue, with {{values}} filled in. */
export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

export interface Translation<K extends string> {
  t: Translate<K>;
  language: Language;
  /** the Intl locale of the language: en-IN or hi-IN */
  locale: string;
}

export function createCatalogue<K extends string>(
  namespace: string,
  catalogue: Catalogue<K>,
): { i18n: I18n; useT: (enabled?: boolean) => Translation<K> } {
  const i18n = createInstance();
  void i18n.init({
    lng: useLanguage.getState().language,
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { [namespace]: catalogue[lng] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  /**
   * The translate function of the current language, and its Intl locale; re-renders on a switch.
   * English while a pre-rendered page hydrates (its markup is English), and when `enabled` is
   * false (a screen shared with staff, who stay in English for now).
   */
  function useT(enabled = true): Translation<K> {
    const chosen = useLanguage((state) => state.language);
    const hydrated = useHydrated();
    const language: Language = enabled && hydrated ? chosen : 'en';
    return useMemo(() => {
      const fixed = i18n.getFixedT(language, namespace) as unknown as (key: string, values?: object) => string;
      const t: Translate<K> = (key, values) => fixed(key, values);
      return { t, language, locale: localeOf(language) };
    }, [language]);
  }
  return { i18n, useT };
}

/** The labelled language switch ("Language / भाषा"); `onChosen` saves it (e.g. on the server). */
export function LanguageSwitch({ onChosen, className }: { onChosen?: (language: Language) => void; className?: string }) {
  const id = useId();
  const { language: chosen, setLanguage } = useLanguage();
  const hydrated = useHydrated();
  const language: Language = hydrated ? chosen : 'en';
  return (
    <span className={className}>
      <label htmlFor={id} lang={language}>
        {language === 'hi' ? 'भाषा' : 'Language'}
      </label>{' '}
      <select
        id={id}
        value={language}
        // on a pre-rendered page a choice made before the scripts run would be lost
        disabled={!hydrated}
        onChange={(event) => {
          const chosen = event.target.value as Language;
          setLanguage(chosen);
          onChosen?.(chosen);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_LABELS[lng]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Keys some language lacks or has extra, as 'hi: missing x' (the catalogue tests expect none). */
export function catalogueGaps(catalogue: Record<string, Record<string, string>>): string[] {
  const reference = Object.keys(catalogue.en ?? {});
  const gaps: string[] = [];
  for (const language of LANGUAGES) {
    const keys = Object.keys(catalogue[language] ?? {});
    for (const key of reference) if (!keys.includes(key)) gaps.push(`${language}: missing ${key}`);
    for (const key of keys) if (!reference.includes(key)) gaps.push(`${language}: extra ${key}`);
    for (const key of keys) if (!catalogue[language]?.[key]?.trim()) gaps.push(`${language}: empty ${key}`);
  }
  return gaps;
}
