import { formatDate, formatName } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { PhoneNumber } from '@pgportal/ui';
import { useT } from '../../../i18n/catalogue';
import { Facts } from './tenant-header';
import * as styles from './tenant-details.module.css';

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

/** A student's local guardian, as the tenant record holds it (SPEC §3). */
function LocalGuardianFacts({ tenant }: { tenant: Tenant }) {
  const guardian = tenant.localGuardian;
  return (
    <section aria-labelledby="local-guardian">
      <h3 id="local-guardian" className={styles.section}>
        Local Guardian
      </h3>
      <Facts
        items={[
          ['Name', formatName(guardian?.name)],
          ['Phone', guardian?.contactNumber ? <PhoneNumber value={guardian.contactNumber} /> : null],
          ['Location', guardian?.location],
        ]}
      />
    </section>
  );
}

/** Health information: the conditions, or that there are none. */
function HealthFacts({ tenant }: { tenant: Tenant }) {
  const health = tenant.healthInfo;
  const conditions = health?.hasHealthCondition
    ? health.conditions.filter((condition) => condition.trim())
    : [];
  let value: string | null = null;
  if (health && !health.hasHealthCondition) value = NO_HEALTH_CONDITION;
  else if (conditions.length) value = conditions.join(', ');
  return (
    <section aria-labelledby="health-information">
      <h3 id="health-information" className={styles.section}>
        Health Information
      </h3>
      <Facts items={[['Health conditions', value]]} />
    </section>
  );
}

export const NO_HEALTH_CONDITION = 'None';

/**
 * Emergency Contact tab: Name, Relation, Phone; then (issue 22) what matters in an emergency: the
 * local guardian (students) and health information, as the tenant record holds them.
 */
export function EmergencyContactTab({ tenant }: { tenant: Tenant }) {
  const contact = tenant.emergencyContact;
  return (
    <div>
      <Facts
        items={[
          ['Name', formatName(contact?.name)],
          ['Relation', contact?.relation],
          ['Phone', contact?.phone ? <PhoneNumber value={contact.phone} /> : null],
        ]}
      />
      {tenant.profession === 'STUDENT' || tenant.localGuardian ? (
        <LocalGuardianFacts tenant={tenant} />
      ) : null}
      <HealthFacts tenant={tenant} />
    </div>
  );
}

/** Property Details tab: property name ('Not assigned'), Room No, Floor, Bed No ('N/A'); `translated` on the tenant's dashboard. */
export function PropertyDetailsTab({ tenant, translated = false }: { tenant: Tenant; translated?: boolean }) {
  const { t } = useT(translated);
  const none = t('dashNA');
  return (
    <Facts
      translated={translated}
      items={[
        [t('dashProperty'), tenant.property?.name ?? t('dashNotAssigned')],
        [t('dashRoomNo'), tenant.room?.roomNumber ?? none],
        [t('dashFloor'), tenant.room ? String(tenant.room.floor) : none],
        [t('dashBedNo'), tenant.bed ? String(tenant.bed.bedNumber) : none],
      ]}
    />
  );
}
