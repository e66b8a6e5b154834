// The kit's layout and text helpers as class names (CSS modules: the names are this kit copy's own),
// for markup a page writes itself: <form className={layout.stackLg}>, <p className={cx(layout.muted, layout.textSm)}>.
import * as styles from './layout.module.css';

/** Every helper of layout.module.css. */
export const LAYOUT_CLASSES = [
  'stackXs',
  'stackSm',
  'stack',
  'stackLg',
  'row',
  'rowBetween',
  'grid2',
  'grid3',
  'grid4',
  'formGrid',
  'span2',
  'formActions',
  'muted',
  'textSm',
  'textXs',
  'textDanger',
  'textSuccess',
  'textStrong',
  'truncate',
  'clamp3',
  'link',
  'chipList',
  'chip',
  'statCard',
  'statCardLabel',
  'statCardValue',
] as const;

export type LayoutClass = (typeof LAYOUT_CLASSES)[number];

/**
 * - stacks (vertical gaps): stackXs 2px, stackSm 8px, stack 16px, stackLg 24px
 * - row (wrapping, centred, 12px gap), rowBetween (spread apart)
 * - grid2 / grid3 / grid4, formGrid (two columns; a child with span2 spans both): one column at ≤768px
 * - formActions (buttons at the end); muted, textSm, textXs, textDanger, textSuccess, textStrong,
 *   truncate, clamp3; link (an inline link, or a button that looks like one)
 * - chipList / chip, statCard / statCardLabel / statCardValue
 */
export const layout: Readonly<Record<LayoutClass, string>> = Object.freeze(
  Object.fromEntries(LAYOUT_CLASSES.map((name) => [name, styles[name] ?? ''])) as Record<LayoutClass, string>,
);
