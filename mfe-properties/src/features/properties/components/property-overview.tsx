import { formatINR } from '@pgportal/contracts/format';
import type { PropertyDetail } from '@pgportal/contracts/types';
import { Card, layout } from '@pgportal/ui';
import * as styles from './property-overview.module.css';

const addressLine = ({ address }: PropertyDetail) =>
  [address.fullAddress, address.area, `${address.city} - ${address.pinCode}`].filter(Boolean).join(', ');

/** SPEC §2 property detail: name, category for allowedFor, counts, texts, address, cover, figures, amenities. */
export function PropertyOverview({ property }: { property: PropertyDetail }) {
  const figures: Array<[string, string | number]> = [
    ['Total Tenants', property.assignedTenants],
    ['Total Beds', property.totalBeds],
    ['Available Beds', property.availableBeds],
    // SPEC §2's placeholder, now this month's collection (payments minus reversals, Asia/Kolkata).
    ['Monthly Revenue', formatINR(property.monthlyRevenue)],
  ];
  return (
    <Card>
      <div className={styles.overview}>
        {property.coverImage ? (
          <img className={styles.cover} src={property.coverImage.url} alt={`Cover of ${property.name}`} />
        ) : null}
        <div className={layout.stack}>
          <div className={layout.stackXs}>
            <h2>{property.name}</h2>
            <p className={layout.muted}>
              {property.category ?? 'Property'}
              {property.allowedFor ? ` for ${property.allowedFor}` : ''} · {property.totalRooms} rooms ·{' '}
              {property.totalBeds} beds
            </p>
            <p>{addressLine(property)}</p>
          </div>
          {property.description ? <p>{property.description}</p> : null}
          {property.rules ? (
            <p>
              <span className={layout.textStrong}>Rules: </span>
              {property.rules}
            </p>
          ) : null}
          <dl className={layout.grid4}>
            {figures.map(([label, value]) => (
              <div key={label} className={layout.statCard}>
                <dt className={layout.statCardLabel}>{label}</dt>
                <dd className={layout.statCardValue}>{value}</dd>
              </div>
            ))}
          </dl>
          {property.amenities.length ? (
            <ul className={layout.chipList} aria-label="Amenities">
              {property.amenities.map((amenity, index) => (
                <li key={`${amenity.name}-${index}`} className={layout.chip}>
                  {amenity.name}
                  {amenity.available ? '' : ' (not available)'}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
