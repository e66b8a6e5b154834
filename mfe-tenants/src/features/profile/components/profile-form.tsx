import { formatName } from '@pgportal/contracts/format';
import { ownProfileSchema } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import {
  Avatar,
  Button,
  Card,
  FileField,
  IMAGE_ACCEPT,
  PhoneNumber,
  TextField,
  cx,
  firstFile,
  imageFilesField,
  layout,
  useZodForm,
} from '@pgportal/ui';
import { z } from 'zod';
import { useUpdateOwnProfile } from '../api/update-own-profile';

/** The staff form's phone rule (required here: it is the only field), and one photo up to 5 MB. */
const profileFormSchema = z.object({
  phoneNumber: ownProfileSchema.shape.phoneNumber.unwrap(),
  profilePhoto: imageFilesField({ maxFiles: 1 }),
});

/** The tenant's Profile: their photo, name, e-mail and phone; they change the phone and the photo. */
export function ProfileForm({ tenant }: { tenant: Tenant }) {
  const { register, handleSubmit, setError, reset, formState } = useZodForm(profileFormSchema, {
    defaultValues: { phoneNumber: tenant.phoneNumber },
  });
  const { errors, isSubmitting } = formState;
  const update = useUpdateOwnProfile();

  const submit = handleSubmit(async (values) => {
    const result = await update.trigger(
      { phoneNumber: values.phoneNumber, profilePhoto: firstFile(values.profilePhoto) },
      { setError, fields: ['phoneNumber', 'profilePhoto'] },
    );
    if (!result.ok) return;
    reset({ phoneNumber: values.phoneNumber, profilePhoto: undefined });
    // The top bar shows the new photo.
    await useSession.getState().refresh();
  });

  const name = formatName(tenant.fullName) || 'Guest';
  return (
    <Card>
      <div className={layout.stackLg}>
        <div className={layout.row}>
          <Avatar src={tenant.profilePhoto?.url} name={name} size="xl" />
          <div className={layout.stackXs}>
            <span className={layout.textStrong}>{name}</span>
            <span className={cx(layout.muted, layout.textSm)}>{tenant.email}</span>
            {tenant.phoneNumber ? <PhoneNumber value={tenant.phoneNumber} /> : null}
          </div>
        </div>
        <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="My profile">
          <div className={layout.formGrid}>
            <TextField
              label="Phone Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              hint="A 10-digit Indian mobile number, e.g. 98765 43210."
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <FileField
              label="Profile Photo"
              accept={IMAGE_ACCEPT}
              hint="A JPEG, PNG or WebP image, up to 5 MB."
              error={errors.profilePhoto?.message}
              {...register('profilePhoto')}
            />
          </div>
          <div className={layout.formActions}>
            <Button type="submit" loading={isSubmitting} loadingText="Saving...">
              Save
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
