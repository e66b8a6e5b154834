import * as styles from './brand-mark.module.css';

/**
 * The PG mark beside the product name (decorative: the name beside it says it). The shell draws
 * the same mark with its own CSS, since its landing page does not load the kit.
 */
export function BrandMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      PG
    </span>
  );
}
