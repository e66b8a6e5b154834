import { formatPhone, normalisePhone } from '@pgportal/contracts/format';
import { cx } from './class-names';
import * as styles from './phone-number.module.css';

export interface PhoneNumberProps {
  value: string | null | undefined;
  /** false inside another control (an option, a button), where a link may not go; the text only */
  link?: boolean;
}

/** The number to dial: an Indian number (stored as its 10 digits) with +91, another as stored. */
export function telHref(value: string | null | undefined): string {
  const stored = normalisePhone(value);
  return `tel:${/^\d{10}$/.test(stored) ? `+91${stored}` : stored}`;
}

/**
 * A phone number as the portal shows it ('98765 43210'), kept on one line, as a tel: link that
 * dials it from a phone (44px high there); nothing for none.
 */
export function PhoneNumber({ value, link = true }: PhoneNumberProps) {
  const shown = formatPhone(value);
  if (!shown) return null;
  if (!link) return <span className={styles.phone}>{shown}</span>;
  return (
    <a className={cx(styles.phone, styles.link)} href={telHref(value)}>
      {shown}
    </a>
  );
}
