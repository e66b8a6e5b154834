// The kit's own words (issue 27): English by default, another language from the app that shows
// the component. The kit holds no catalogue and no i18n library: an app wraps its pages in
// <KitLabelsProvider labels={…}> with the words of its own catalogue (see docs/languages.md).
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface KitLabels {
  /** the pager's buttons and its navigation's name */
  previous: string;
  next: string;
  pages: string;
  /** where the pager is: 'Page 2 of 5' */
  pageOf: (page: number, totalPages: number) => string;
  /** a dialog's × button, and a view-only form's one button */
  close: string;
  cancel: string;
  saving: string;
  loading: string;
  tryAgain: string;
  /** what a section that crashed shows (the error boundary) */
  crashTitle: string;
  crashText: string;
  /** an empty table */
  noData: string;
  /** leaving a dialog whose form has changes */
  discardTitle: string;
  discardText: string;
  keepEditing: string;
  discard: string;
  draftRestored: string;
  discardDraft: string;
  /** a search picker's list */
  searching: string;
  noMatches: string;
  /** a file picker's limit, said before the upload starts, and its refusal of a larger file */
  fileLimit: (megabytes: number) => string;
  fileTooLarge: (name: string, megabytes: number) => string;
  /**
   * A message shown as it came (a server answer, a refusal made on the page such as "You are
   * offline…"), in the reader's language when the app knows it; English as is by default.
   */
  message: (text: string) => string;
}

export const KIT_LABELS_EN: KitLabels = {
  previous: 'Previous',
  next: 'Next',
  pages: 'Pages',
  pageOf: (page, totalPages) => `Page ${page} of ${totalPages}`,
  close: 'Close',
  cancel: 'Cancel',
  saving: 'Saving...',
  loading: 'Loading...',
  tryAgain: 'Try again',
  crashTitle: 'Oops, Something Went Wrong!',
  crashText: 'This part of the page could not be shown. Try again.',
  noData: 'No data to show at the moment',
  discardTitle: 'Discard changes?',
  discardText: 'The changes you made in this form are not saved yet.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  draftRestored: 'Your unsaved draft was restored.',
  discardDraft: 'Discard draft',
  searching: 'Searching...',
  noMatches: 'No matches',
  fileLimit: (megabytes) => `Up to ${megabytes} MB.`,
  fileTooLarge: (name, megabytes) => `${name} is larger than ${megabytes} MB. Choose a smaller file.`,
  message: (text) => text,
};

const KitLabelsContext = createContext<KitLabels>(KIT_LABELS_EN);

/** The kit's words inside `children`: those given, English for the rest (a nested provider adds to its parent's). */
export function KitLabelsProvider({ labels, children }: { labels: Partial<KitLabels>; children: ReactNode }) {
  const parent = useContext(KitLabelsContext);
  const merged = useMemo(() => ({ ...parent, ...labels }), [parent, labels]);
  return <KitLabelsContext.Provider value={merged}>{children}</KitLabelsContext.Provider>;
}

/** The kit's words where a component is shown. */
export const useKitLabels = (): KitLabels => useContext(KitLabelsContext);
