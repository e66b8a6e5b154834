import type { Address } from '@pgportal/contracts/types';
import { Card, layout } from '@pgportal/ui';
import * as styles from './property-overview.module.css';

/**
 * SPEC §2: a map searching by the address, embedded. It is a frame of its own: when it cannot
 * load (offline, blocked), only the frame is empty and the page keeps working; the link opens it.
 */
export function PropertyMap({ address }: { address: Address }) {
  const query = encodeURIComponent(
    [address.fullAddress, address.area, address.city, address.pinCode].filter(Boolean).join(', '),
  );
  return (
    <Card title="Location">
      <div className={layout.stackSm}>
        <iframe
          className={styles.map}
          title="Map of the property's address"
          src={`https://www.google.com/maps?q=${query}&output=embed`}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
        <a
          className={layout.link}
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noreferrer"
        >
          Open the address in a map
        </a>
      </div>
    </Card>
  );
}
