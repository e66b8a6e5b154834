import { formatName } from '@pgportal/contracts/format';
import type { PropertyDetail, PropertyManagerRef } from '@pgportal/contracts/types';
import { Avatar, Button, Card, SelectField, layout } from '@pgportal/ui';
import { useState } from 'react';
import { FindPerson } from '../../../lib/find-person';
import { usePeopleChoices } from '../../../lib/property-choices';
import { useAssignManager } from '../api';
import * as styles from './property-overview.module.css';
import { RemoveManagerDialog } from './remove-manager-dialog';

/**
 * SUPER_ADMIN only (SPEC §6): the managers' avatars and 'Assign a Manager', offering verified
 * managers not yet assigned, among the 100 newest staff accounts or, with more, those found by
 * 'Find a manager' (issue 43); the submit is disabled until one is chosen. Each manager can be
 * removed from the property after a confirmation (issue 22).
 */
export function ManagerAssignment({ property }: { property: PropertyDetail }) {
  const [managerId, setManagerId] = useState('');
  const staff = usePeopleChoices(managerId || undefined);
  const assign = useAssignManager();
  const [toRemove, setToRemove] = useState<PropertyManagerRef | null>(null);
  const assigned = new Set(property.managers.map((manager) => manager._id));
  const options = (staff.people ?? [])
    .filter((user) => user.role === 'MANAGER' && user.isVerified && !assigned.has(user._id))
    .map((manager) => ({ value: manager._id, label: `${formatName(manager.name)} (${manager.email})` }));

  const submit = async () => {
    const result = await assign.trigger({ propertyId: property._id, managerId });
    if (result.ok) setManagerId('');
  };

  return (
    <Card title="Managers">
      <div className={layout.stack}>
        {property.managers.length ? (
          <ul className={`${layout.row} ${styles.plainList}`} aria-label="Managers of this property">
            {property.managers.map((manager) => (
              <li key={manager._id} className={layout.row}>
                <Avatar name={formatName(manager.name)} src={manager.avatar?.url} />
                <span>{formatName(manager.name)}</span>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${formatName(manager.name)}`}
                  onClick={() => setToRemove(manager)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={layout.muted}>No manager is assigned yet.</p>
        )}
        {staff.findable ? (
          <FindPerson label="Find a manager" search={staff.search} onSearch={staff.setSearch} />
        ) : null}
        <form
          className={layout.row}
          aria-label="Assign a Manager"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SelectField
            label="Assign a Manager"
            placeholder={staff.people ? 'Choose a verified manager' : 'Loading managers...'}
            options={options}
            value={managerId}
            onChange={(event) => setManagerId(event.target.value)}
          />
          <Button type="submit" disabled={!managerId} loading={assign.isMutating} loadingText="Assigning...">
            Assign
          </Button>
        </form>
      </div>
      <RemoveManagerDialog property={property} manager={toRemove} onClose={() => setToRemove(null)} />
    </Card>
  );
}
