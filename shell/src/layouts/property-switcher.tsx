import { useId } from 'react';
import { API, API_PREFIXES } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { can } from '@pgportal/contracts/capabilities';
import { MESSAGES } from '@pgportal/contracts/messages';
import { PATHS } from '@pgportal/contracts/paths';
import type { Property, User } from '@pgportal/contracts/types';
import { useNavigate } from '@pgportal/runtime/router';
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

/** The option that leads to every property (the Properties overview) when the list is one page of more. */
const OTHERS = 'other-properties';

/**
 * 'Current property' in the staff top bar (issue 22): for everyone with more than one property, a
 * MANAGER among the assigned ones and admins among all (the list answers the caller's scope). It
 * lists the 100 newest; with more (issue 43) the current one is named even when older, and 'Other
 * properties…' opens the Properties overview, where 'Open dashboard' makes any of them current.
 */
export function PropertySwitcher() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  // Asked even when the session lists one assignment: an admin may have added one since sign-in.
  const allowed = can(user?.role, 'properties.switch');
  const { data } = useApiQuery<Property[]>(
    allowed ? API.property.all : null,
    { limit: SWITCHER_LIMIT },
    {
      toastErrors: false,
    },
  );
  const current = user?.currentProperty ?? '';
  const listed = !!data?.some((property) => property._id === current);
  const { data: older } = useApiQuery<Property>(
    data && current && !listed ? API.property.fetch(current) : null,
    undefined,
    { toastErrors: false },
  );
  const switchTo = useSwitchCurrentProperty();
  const id = useId();
  if (!data || data.length < 2) return null;
  return (
    <div className="portal-switcher">
      <label htmlFor={id} className="portal-switcher__label">
        Current property
      </label>
      <select
        id={id}
        className="portal-switcher__select"
        value={current}
        onChange={(event) =>
          event.target.value === OTHERS ? void navigate(PATHS.overview) : void switchTo(event.target.value)
        }
      >
        {listed ? null : older?._id === current ? (
          <option value={current}>{older.name}</option>
        ) : (
          <option value={current} disabled>
            Choose a property
          </option>
        )}
        {data.map((property) => (
          <option key={property._id} value={property._id}>
            {property.name}
          </option>
        ))}
        {data.length === SWITCHER_LIMIT ? <option value={OTHERS}>Other properties…</option> : null}
      </select>
    </div>
  );
}
