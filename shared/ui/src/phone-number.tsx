import { formatPhone } from '@pgportal/contracts/format';
import * as styles from './phone-number.module.css';

/** A phone number as the portal shows it ('98765 43210'), kept on one line; nothing for none. */
export function PhoneNumber({ value }: { value: string | null | undefined }) {
  const shown = formatPhone(value);
  return shown ? <span className={styles.phone}>{shown}</span> : null;
}
