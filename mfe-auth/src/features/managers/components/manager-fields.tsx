import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { STAFF_ROLES, staffRoleLabel } from '@pgportal/contracts/enums';
import { FileField, SelectField, TextField, layout } from '@pgportal/ui';
import { IMAGE_ACCEPT } from '@pgportal/ui/forms';
import type { RegisteredField } from '@pgportal/ui/forms';
import type { ReactNode } from 'react';

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: staffRoleLabel(role) }));

interface ManagerFieldsProps {
  /** The e-mail field: editable when adding, read-only when updating. */
  emailField: ReactNode;
  name: RegisteredField;
  phoneNumber: RegisteredField;
  role: RegisteredField;
  avatar: RegisteredField;
}

/** The fields of the manager form (SPEC §5): Name, Email, Phone Number, Role, Avatar. */
export function ManagerFields({ emailField, name, phoneNumber, role, avatar }: ManagerFieldsProps) {
  return (
    <div className={layout.formGrid}>
      <TextField label="Name" autoComplete="name" required {...name} />
      {emailField}
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        {...phoneNumber}
      />
      <SelectField label="Role" placeholder="Select a role" options={ROLE_OPTIONS} required {...role} />
      <FileField
        maxMegabytes={UPLOAD_LIMIT_MB.avatar}
        className={layout.span2}
        label="Avatar"
        accept={IMAGE_ACCEPT}
        hint="Optional. JPEG, PNG or WebP, up to 5 MB."
        {...avatar}
      />
    </div>
  );
}
