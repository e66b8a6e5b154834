import type { FreeBedAnswer as FreeBed } from '@pgportal/contracts/responses';
import { SelectField } from '@pgportal/ui';

/** 'Ground floor', 'Floor 2'. */
export const floorLabel = (floor: number) => (floor === 0 ? 'Ground floor' : `Floor ${floor}`);

/** 'Room 101 / Bed 2 · Floor 1': how a free bed is offered. */
export const freeBedLabel = (bed: FreeBed) =>
  `Room ${bed.room.roomNumber} / Bed ${bed.bedNumber} · ${floorLabel(bed.room.floor)}`;

interface FreeBedFieldProps {
  /** the property's free beds (undefined while loading) */
  beds: readonly FreeBed[] | undefined;
  /** the chosen bed's id ('' for none) */
  value: string;
  onChange: (bed: FreeBed | null) => void;
  error?: string;
}

/** The Assign form opened from a tenant (issue 22): one list of the free beds of their property. */
export function FreeBedField({ beds, value, onChange, error }: FreeBedFieldProps) {
  const placeholder = !beds
    ? 'Loading the free beds...'
    : beds.length
      ? 'Choose a free bed'
      : 'No free bed in this property';
  return (
    <SelectField
      label="Bed"
      required
      placeholder={placeholder}
      options={(beds ?? []).map((bed) => ({ value: bed._id, label: freeBedLabel(bed) }))}
      value={value}
      error={error}
      onChange={(event) => onChange(beds?.find((bed) => bed._id === event.target.value) ?? null)}
    />
  );
}
