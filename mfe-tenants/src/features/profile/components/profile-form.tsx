import { formatName, UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { ownProfileSchema } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { Avatar, Button, Card, FileField, PhoneNumber, TextField, cx, layout } from '@pgportal/ui';
import {
  IMAGE_ACCEPT,
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  firstFile,
  imageFilesField,
  useZodForm,
} from '@pgportal/ui/forms';
import { z } from 'zod';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { useT } from '../../../i18n/catalogue';

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
  const { t, language } = useT();
  // the kit's image rules from the catalogue, the contracts' (the phone rule, the server's) by inLanguage
  const ownWords: Record<string, string> = {
    [NOT_AN_IMAGE]: t('notAnImageFile'),
    [IMAGE_TOO_LARGE]: t('imageTooLarge'),
  };
  const inTenantLanguage = (message: string | undefined) =>
    message && (ownWords[message] ?? inLanguage(message, language));

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

  const name = formatName(tenant.fullName) || t('guest');
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
        <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={t('myProfile')}>
          <div className={layout.formGrid}>
            <TextField
              label={t('phoneNumber')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              hint={t('phoneHint')}
              error={inTenantLanguage(errors.phoneNumber?.message)}
              {...register('phoneNumber')}
            />
            <FileField
              maxMegabytes={UPLOAD_LIMIT_MB.profilePhoto}
              label={t('profilePhoto')}
              accept={IMAGE_ACCEPT}
              hint={t('photoHint')}
              error={inTenantLanguage(errors.profilePhoto?.message)}
              {...register('profilePhoto')}
            />
          </div>
          <div className={layout.formActions}>
            <Button type="submit" loading={isSubmitting} loadingText={t('saving')}>
              {t('save')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
