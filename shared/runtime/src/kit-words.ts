// The kit's own words (pager, dialog, loading, errors) in every language (issue 27). Each app
// spreads KIT_WORDS into its own catalogue and hands kitLabelsOf(its t) to the kit's
// KitLabelsProvider: bundled with each app (not shared), so a remote still deploys alone, and the
// kit itself depends on no i18n library.
import type { Language } from '@pgportal/contracts/enums';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import type { Translate } from './i18n';

const en = {
  kitPrevious: 'Previous',
  kitNext: 'Next',
  kitPages: 'Pages',
  kitPageOf: 'Page {{page}} of {{pages}}',
  kitClose: 'Close',
  kitCancel: 'Cancel',
  kitSaving: 'Saving...',
  kitLoading: 'Loading...',
  kitTryAgain: 'Try again',
  kitCrashTitle: 'Oops, Something Went Wrong!',
  kitCrashText: 'This part of the page could not be shown. Try again.',
  kitNoData: 'No data to show at the moment',
  kitDiscardTitle: 'Discard changes?',
  kitDiscardText: 'The changes you made in this form are not saved yet.',
  kitKeepEditing: 'Keep editing',
  kitDiscard: 'Discard',
  kitDraftRestored: 'Your unsaved draft was restored.',
  kitDiscardDraft: 'Discard draft',
  kitSearching: 'Searching...',
  kitNoMatches: 'No matches',
  kitFileLimit: 'Up to {{megabytes}} MB.',
  kitFileTooLarge: '{{name}} is larger than {{megabytes}} MB. Choose a smaller file.',
};

export type KitWord = keyof typeof en;

const hi: Record<KitWord, string> = {
  kitPrevious: 'पिछला',
  kitNext: 'अगला',
  kitPages: 'पेज',
  kitPageOf: '{{pages}} में से पेज {{page}}',
  kitClose: 'बंद करें',
  kitCancel: 'रद्द करें',
  kitSaving: 'सहेजा जा रहा है...',
  kitLoading: 'लोड हो रहा है...',
  kitTryAgain: 'फिर से कोशिश करें',
  kitCrashTitle: 'माफ़ करें, कुछ गड़बड़ हो गई!',
  kitCrashText: 'पेज का यह हिस्सा दिखाया नहीं जा सका। फिर से कोशिश करें।',
  kitNoData: 'अभी दिखाने के लिए कुछ नहीं है',
  kitDiscardTitle: 'बदलाव छोड़ दें?',
  kitDiscardText: 'इस फ़ॉर्म में किए गए बदलाव अभी सहेजे नहीं गए हैं।',
  kitKeepEditing: 'बदलाव जारी रखें',
  kitDiscard: 'छोड़ दें',
  kitDraftRestored: 'आपका बिना सहेजा मसौदा वापस लाया गया।',
  kitDiscardDraft: 'मसौदा हटाएँ',
  kitSearching: 'खोजा जा रहा है...',
  kitNoMatches: 'कुछ नहीं मिला',
  kitFileLimit: 'अधिकतम {{megabytes}} MB।',
  kitFileTooLarge: '{{name}} {{megabytes}} MB से बड़ी है। छोटी फ़ाइल चुनें।',
};

export const KIT_WORDS: Record<Language, Record<KitWord, string>> = { en, hi };

/**
 * The kit's labels (the shape of @pgportal/ui's KitLabels) in the app's current language; messages
 * shown as they came (a refusal made on the page, "You are offline…") in that language too.
 */
export function kitLabelsOf(t: Translate<KitWord>, language: Language) {
  return {
    previous: t('kitPrevious'),
    next: t('kitNext'),
    pages: t('kitPages'),
    pageOf: (page: number, pages: number) => t('kitPageOf', { page, pages }),
    close: t('kitClose'),
    cancel: t('kitCancel'),
    saving: t('kitSaving'),
    loading: t('kitLoading'),
    tryAgain: t('kitTryAgain'),
    crashTitle: t('kitCrashTitle'),
    crashText: t('kitCrashText'),
    noData: t('kitNoData'),
    discardTitle: t('kitDiscardTitle'),
    discardText: t('kitDiscardText'),
    keepEditing: t('kitKeepEditing'),
    discard: t('kitDiscard'),
    draftRestored: t('kitDraftRestored'),
    discardDraft: t('kitDiscardDraft'),
    searching: t('kitSearching'),
    noMatches: t('kitNoMatches'),
    fileLimit: (megabytes: number) => t('kitFileLimit', { megabytes }),
    fileTooLarge: (name: string, megabytes: number) => t('kitFileTooLarge', { name, megabytes }),
    message: (text: string) => inLanguage(text, language),
  };
}
