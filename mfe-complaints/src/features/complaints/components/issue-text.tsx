import { cx, layout } from '@pgportal/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/catalogue';
import * as styles from './complaints.module.css';

/** Whether the element's text is cut by its line clamp. */
const isClamped = (element: HTMLElement) => element.scrollHeight > element.clientHeight + 1;

/**
 * A complaint's issue in a list: three lines (SPEC §2), and when it is longer a 'Show more'
 * button that shows it whole (issue 22: whole on a 375 px phone too), and 'Show less'.
 */
export function IssueText({ issue, translated = false }: { issue: string; translated?: boolean }) {
  const { t } = useT(translated);
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return undefined;
    const measure = () => setClamped(isClamped(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The column's width changes with the window (and a table turns into cards on phones).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, issue]);

  return (
    <div className={styles.issue}>
      <p id={id} ref={ref} className={cx(styles.issueText, !expanded && layout.clamp3)}>
        {issue}
      </p>
      {clamped || expanded ? (
        <button
          type="button"
          className={cx(layout.link, styles.showMore)}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {t(expanded ? 'showLess' : 'showMore')}
        </button>
      ) : null}
    </div>
  );
}
