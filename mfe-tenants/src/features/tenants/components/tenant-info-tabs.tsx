import { formatDate, formatName } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { PhoneNumber } from '@pgportal/ui';
import { Facts } from './tenant-header';

/** Address tab: Address and Date of Birth. */
export function AddressTab({ tenant }: { tenant: Tenant }) {
  return (
    <Facts
      items={[
        ['Address', tenant.address],
        ['Date of Birth', tenant.dateOfBirth ? formatDate(tenant.dateOfBirth) : null],
      ]}
    />
  );
}

/** Emergency Contact tab: Name, Relation, Phone. */
export function EmergencyContactTab({ tenant }: { tenant: Tenant }) {
  const contact = tenant.emergencyContact;
  return (
    <Facts
      items={[
        ['Name', formatName(contact?.name)],
        ['Relation', contact?.relation],
        ['Phone', contact?.phone ? <PhoneNumber value={contact.phone} /> : null],
      ]}
    />
  );
}

/** Property Details tab: property name ('Not assigned'), Room No, Floor, Bed No ('N/A'). */
export function PropertyDetailsTab({ tenant }: { tenant: Tenant }) {
  return (
    <Facts
      items={[
        ['Property', tenant.property?.name ?? 'Not assigned'],
        ['Room No', tenant.room?.roomNumber ?? 'N/A'],
        ['Floor', tenant.room ? String(tenant.room.floor) : 'N/A'],
        ['Bed No', tenant.bed ? String(tenant.bed.bedNumber) : 'N/A'],
      ]}
    />
  );
}
