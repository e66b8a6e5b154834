import { errorMessage } from '@pgportal/contracts/api';
import { STAFF_ROLES } from '@pgportal/contracts/enums';
import type { StaffRole } from '@pgportal/contracts/enums';
import { managerCreateSchema, managerUpdateSchema } from '@pgportal/contracts/schemas';
import { notify } from '@pgportal/ui/toast';
import type { User } from '@pgportal/contracts/types';
import {
  Button,
  TextField,
  applyServerErrors,
  firstFile,
  imageFilesField,
  layout,
  useZodForm,
} from '@pgportal/ui';
import { MANAGER_ADDED, MANAGER_UPDATED, addManager, updateManager } from '../api';
import { ManagerFields } from './manager-fields';

const avatar = imageFilesField({ maxFiles: 1 });
const addSchema = managerCreateSchema.extend({ avatar });
const updateSchema = managerUpdateSchema.extend({ avatar });

interface FormProps {
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

function Actions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <div className={layout.formActions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} loadingText="Saving...">
        {label}
      </Button>
    </div>
  );
}

/** 'Add Manager': POST /user/add; the new manager receives a verification e-mail. */
export function AddManagerForm({ onSaved, onCancel }: FormProps) {
  const { register, handleSubmit, setError, formState } = useZodForm(addSchema);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await addManager({ ...values, avatar: firstFile(values.avatar) });
      notify.success(MANAGER_ADDED);
      await onSaved();
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'email', 'phoneNumber', 'role']);
      notify.error(errorMessage(error));
    }
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
      <Actions busy={isSubmitting} label="Add Manager" onCancel={onCancel} />
    </form>
  );
}

const knownRole = (role: string): StaffRole | undefined =>
  (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : undefined;

/** 'Update Manager': the same form prefilled; the e-mail is shown but cannot be changed. */
export function UpdateManagerForm({ manager, onSaved, onCancel }: FormProps & { manager: User }) {
  const { register, handleSubmit, setError, formState } = useZodForm(updateSchema, {
    defaultValues: { name: manager.name, phoneNumber: manager.phoneNumber, role: knownRole(manager.role) },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await updateManager(manager._id, { ...values, avatar: firstFile(values.avatar) });
      notify.success(MANAGER_UPDATED);
      await onSaved();
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'phoneNumber', 'role']);
      notify.error(errorMessage(error));
    }
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
      <Actions busy={isSubmitting} label="Update Manager" onCancel={onCancel} />
    </form>
  );
}
