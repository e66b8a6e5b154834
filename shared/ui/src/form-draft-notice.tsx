import { cx } from './class-names';
import { layout } from './layout';
import { Notice } from './notice';
import { useKitLabels } from './kit-labels';
import type { FormDraft } from './use-form-draft';

/** 'Your unsaved draft was restored.' at the top of a form whose kept draft was put back, with a way to start afresh. */
export function FormDraftNotice({ draft }: { draft: FormDraft }) {
  const labels = useKitLabels();
  if (!draft.restored) return null;
  return (
    <Notice role="status" className={layout.rowBetween}>
      <span>{labels.draftRestored}</span>
      <button type="button" className={cx(layout.link, layout.textSm)} onClick={draft.discard}>
        {labels.discardDraft}
      </button>
    </Notice>
  );
}
