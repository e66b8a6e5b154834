import { useId } from 'react';
import { API, API_PREFIXES } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { can } from '@pgportal/contracts/capabilities';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Property, User } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** The most properties the switcher lists (the API's largest page). */
export const SWITCHER_LIMIT = 100;

/** Every cached read: after a switch each open view shows the new current property. */
const EVERY_VIEW = Object.values(API_PREFIXES);

/** PATCH /property/set-current-property/{id}: the session's user follows, then every view reloads. */
function useSwitchCurrentProperty() {
  const signedInAsStaff = useSession((state) => state.signedInAsStaff);
  const mutation = useApiMutation({
    request: (id: string) => request<User>(API.property.setCurrent(id), { method: 'PATCH' }),
    successMessage: MESSAGES.propertySwitched,
    revalidates: EVERY_VIEW,
  });
  return async (id: string) => {
    const result = await mutation.trigger(id);
    if (result.ok && result.data) signedInAsStaff(result.data);
  };
}

/**
 * 'Current property' in the staff top bar (issue 22): for everyone with more than one property, a
 * MANAGER among the assigned ones and admins among all (the list answers the caller's scope).
 */
export function PropertySwitcher() {
  const user = useSession((state) => state.user);
  // Asked even when the session lists one assignment: an admin may have added one since sign-in.
  const allowed = can(user?.role, 'properties.switch');
  const { data } = useApiQuery<Property[]>(
    allowed ? API.property.all : null,
    { limit: SWITCHER_LIMIT },
    {
      toastErrors: false,
    },
  );
  const switchTo = useSwitchCurrentProperty();
  const id = useId();
  if (!data || data.length < 2) return null;
  const current = user?.currentProperty ?? '';
  return (
    <div className="portal-switcher">
      <label htmlFor={id} className="portal-switcher__label">
        Current property
      </label>
      <select
        id={id}
        className="portal-switcher__select"
        value={current}
        onChange={(event) => void switchTo(event.target.value)}
      >
        {current && data.some((property) => property._id === current) ? null : (
          <option value={current} disabled>
            Choose a property
          </option>
        )}
        {data.map((property) => (
          <option key={property._id} value={property._id}>
            {property.name}
          </option>
        ))}
      </select>
    </div>
  );
}
