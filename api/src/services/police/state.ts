// The state a property is in, for its police layout (issue 45): the one chosen on the property
// form, else the GSTIN's state when the property is registered, else the state its PIN code
// belongs to (India Post's first digits).
import { GST_STATES, gstinState } from '@pgportal/contracts/schemas';
import type { PropertyRow } from '../../db/schema';
import { plusDays } from '../calendar';
import type { PoliceLayout } from './layouts';

/** [first three PIN digits from, to, GST state code]: the states with a layout of their own. */
const PIN_RANGES: ReadonlyArray<[number, number, string]> = [
  [110, 110, '07'], // Delhi
  [121, 136, '06'], // Haryana
  [400, 402, '27'], // Maharashtra (403 is Goa)
  [404, 445, '27'],
  [201, 245, '09'], // Uttar Pradesh (246-249 and 262-263 are Uttarakhand)
  [250, 261, '09'],
  [264, 285, '09'],
  [560, 591, '29'], // Karnataka
];

export function stateCodeOf(
  property: Pick<PropertyRow, 'gstin' | 'address'> & { state?: string },
): string | null {
  if (property.state && GST_STATES[property.state]) return property.state;
  const fromGstin = property.gstin ? gstinState(property.gstin) : null;
  if (fromGstin) return fromGstin.code;
  const first3 = Number(property.address.pinCode?.slice(0, 3));
  const range = PIN_RANGES.find(([from, to]) => first3 >= from && first3 <= to);
  return range ? range[2] : null;
}

export const stateName = (code: string | null): string | null =>
  code ? (GST_STATES[code]?.name ?? null) : null;

/** The day it is due: the move-in day plus the state's days. */
export const policeDueOn = (layout: PoliceLayout, movedInOn: string): string =>
  plusDays(movedInOn, layout.dueDays);
