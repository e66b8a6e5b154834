import type { Amenity } from '@pgportal/contracts/types';
import { UNNAMED_AMENITY } from '@pgportal/contracts/schemas';
import { Button, CheckboxField, IconButton, CloseIcon, TextField, layout } from '@pgportal/ui';
import { useState } from 'react';

interface AmenitiesFieldProps {
  value: readonly Amenity[];
  onChange: (next: Amenity[]) => void;
}

/**
 * Amenities are free text (SPEC §5): type a name and add it; one left empty is 'Unnamed'; each is
 * available unless unticked.
 */
export function AmenitiesField({ value, onChange }: AmenitiesFieldProps) {
  const [name, setName] = useState('');
  const add = () => {
    onChange([...value, { name: name.trim() || UNNAMED_AMENITY, available: true }]);
    setName('');
  };
  return (
    <fieldset className={layout.stackSm}>
      <legend className={layout.textStrong}>Amenities</legend>
      <div className={layout.row}>
        <TextField
          label="New amenity"
          value={name}
          placeholder="e.g. Wi-Fi"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add amenity
        </Button>
      </div>
      {value.length ? (
        <ul className={layout.chipList} aria-label="Amenities">
          {value.map((amenity, index) => (
            <li key={`${amenity.name}-${index}`} className={layout.chip}>
              <CheckboxField
                label={`${amenity.name} available`}
                checked={amenity.available}
                onChange={(event) =>
                  onChange(
                    value.map((item, at) =>
                      at === index ? { ...item, available: event.target.checked } : item,
                    ),
                  )
                }
              />
              <IconButton
                label={`Remove ${amenity.name}`}
                variant="ghost"
                size="sm"
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className={layout.muted}>No amenities yet.</p>
      )}
    </fieldset>
  );
}
