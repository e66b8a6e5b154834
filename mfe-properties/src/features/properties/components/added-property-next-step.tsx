import { href } from '@pgportal/contracts/paths';
import { Link, useLocation } from '@pgportal/runtime/router';
import { EmptyState, PlusIcon, buttonClassName } from '@pgportal/ui';

/** What the add page hands the properties list in the history entry's state. */
export interface AddedPropertyState {
  addedProperty: { _id: string; name: string };
}

export const addedPropertyState = (property: { _id: string; name: string }): AddedPropertyState => ({
  addedProperty: { _id: property._id, name: property.name },
});

function addedProperty(state: unknown): AddedPropertyState['addedProperty'] | null {
  const added = (state as Partial<AddedPropertyState> | null)?.addedProperty;
  return added && typeof added._id === 'string' && typeof added.name === 'string' ? added : null;
}

/**
 * Issue 22: after adding a property, the list says what to do next: 'Add rooms to <name>', a link
 * to that property's Add Room page. Shown only on the page the add led to.
 */
export function AddedPropertyNextStep() {
  const added = addedProperty(useLocation().state);
  if (!added) return null;
  return (
    <section aria-label="Next step">
      <EmptyState
        icon={<PlusIcon size={28} />}
        title={`${added.name} is added. It has no rooms yet.`}
        description="Add its rooms and beds, then admit tenants to them."
        action={
          <Link className={buttonClassName()} to={href('propertyAddRoom', { id: added._id })}>
            {`Add rooms to ${added.name}`}
          </Link>
        }
      />
    </section>
  );
}
