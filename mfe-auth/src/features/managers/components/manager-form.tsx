import { STAFF_ROLES } from '@pgportal/contracts/enums';
import type { StaffRole } from '@pgportal/contracts/enums';
import { managerCreateSchema, managerUpdateSchema } from '@pgportal/contracts/schemas';
import type { User } from '@pgportal/contracts/types';
import { FormActions, TextField, layout, useReportStatus } from '@pgportal/ui';
import { firstFile, imageFilesField, useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useAddManager, useUpdateManager } from '../api';
import { ManagerFields } from './manager-fields';

const avatar = imageFilesField({ maxFiles: 1 });
const addSchema = managerCreateSchema.extend({ avatar });
const updateSchema = managerUpdateSchema.extend({ avatar });

interface FormProps {
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

/** 'Add Manager': POST /user/add; the new manager receives a verification e-mail. */
export function AddManagerForm({ onSaved, onCancel, onStatusChange }: FormProps) {
  const { register, handleSubmit, setError, formState } = useZodForm(addSchema);
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const addManager = useAddManager();

  const submit = handleSubmit(async (values) => {
    const result = await addManager.trigger(
      { ...values, avatar: firstFile(values.avatar) },
      { setError, fields: ['name', 'email', 'phoneNumber', 'role'] },
    );
    if (result.ok) await onSaved();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Add Manager">
      <ManagerFields
        emailField={
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="manager@example.com"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        }
        name={{ ...register('name'), error: errors.name?.message }}
        phoneNumber={{ ...register('phoneNumber'), error: errors.phoneNumber?.message }}
        role={{ ...register('role'), error: errors.role?.message }}
        avatar={{ ...register('avatar'), error: errors.avatar?.message }}
      />
      <FormActions busy={isSubmitting} submitLabel="Add Manager" onCancel={onCancel} />
    </form>
  );
}

const knownRole = (role: string): StaffRole | undefined =>
  (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : undefined;

/** 'Update Manager': the same form prefilled; the e-mail is shown but cannot be changed. */
export function UpdateManagerForm({
  manager,
  onSaved,
  onCancel,
  onStatusChange,
}: FormProps & { manager: User }) {
  const { register, handleSubmit, setError, formState } = useZodForm(updateSchema, {
    defaultValues: { name: manager.name, phoneNumber: manager.phoneNumber, role: knownRole(manager.role) },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const updateManager = useUpdateManager();

  const submit = handleSubmit(async (values) => {
    const result = await updateManager.trigger(
      { id: manager._id, ...values, avatar: firstFile(values.avatar) },
      { setError, fields: ['name', 'phoneNumber', 'role'] },
    );
    if (result.ok) await onSaved();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Update Manager">
      <ManagerFields
        emailField={
          <TextField
            label="Email"
            type="email"
            value={manager.email}
            readOnly
            hint="Email cannot be changed."
          />
        }
        name={{ ...register('name'), error: errors.name?.message }}
        phoneNumber={{ ...register('phoneNumber'), error: errors.phoneNumber?.message }}
        role={{ ...register('role'), error: errors.role?.message }}
        avatar={{ ...register('avatar'), error: errors.avatar?.message }}
      />
      <FormActions busy={isSubmitting} submitLabel="Update Manager" onCancel={onCancel} />
    </form>
  );
}
