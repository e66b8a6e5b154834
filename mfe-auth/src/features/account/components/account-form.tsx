import { staffRoleLabel } from '@pgportal/contracts/enums';
import { formatName, UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { accountUpdateSchema } from '@pgportal/contracts/schemas';
import { useSession } from '@pgportal/runtime/session';
import type { User } from '@pgportal/contracts/types';
import { Avatar, Button, Card, FileField, SelectField, TextField, cx, layout } from '@pgportal/ui';
import { IMAGE_ACCEPT, firstFile, imageFilesField, useZodForm } from '@pgportal/ui/forms';
import { useUpdateAccount } from '../api';

const accountFormSchema = accountUpdateSchema.extend({ avatar: imageFilesField({ maxFiles: 1 }) });

/** How they hear of a tenant's claim, notice or dispute (issue 42). */
const WAITING_MAIL_OPTIONS = [
  { value: 'EACH', label: 'A mail for each, at once' },
  { value: 'DIGEST', label: 'One mail a day with all of them' },
] as const;

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';

/** The account screen's form: Full Name, Mobile Phone, Email (read-only), Avatar; 'Update'. */
export function AccountForm({ user }: { user: User }) {
  const { register, handleSubmit, setError, reset, formState } = useZodForm(accountFormSchema, {
    defaultValues: { name: user.name, phoneNumber: user.phoneNumber, waitingMail: user.waitingMail ?? 'EACH' },
  });
  const { errors, isSubmitting } = formState;
  const updateAccount = useUpdateAccount();

  const submit = handleSubmit(async (values) => {
    const result = await updateAccount.trigger(
      {
        name: values.name,
        email: user.email,
        phoneNumber: values.phoneNumber,
        waitingMail: values.waitingMail,
        avatar: firstFile(values.avatar),
      },
      { setError, fields: ['name', 'phoneNumber', 'waitingMail'] },
    );
    if (!result.ok) return;
    const session = useSession.getState();
    if (isUser(result.data)) session.signedInAsStaff(result.data);
    reset({ name: values.name, phoneNumber: values.phoneNumber, waitingMail: values.waitingMail, avatar: undefined });
    await session.refresh();
  });

  const displayName = formatName(user.name) || 'Guest';
  return (
    <Card>
      <div className={layout.stackLg}>
        <div className={layout.row}>
          <Avatar src={user.avatar?.url} name={displayName} size="lg" />
          <div className={layout.stackXs}>
            <span className={layout.textStrong}>{displayName}</span>
            <span className={cx(layout.muted, layout.textSm)}>{staffRoleLabel(user.role)}</span>
          </div>
        </div>
        <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Account information">
          <div className={layout.formGrid}>
            <TextField
              label="Full Name"
              autoComplete="name"
              required
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Mobile Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <TextField
              label="Email"
              type="email"
              value={user.email}
              disabled
              hint="Your email address cannot be changed here."
            />
            <SelectField
              label="Mail me when a tenant claims a payment, gives notice or disputes an exit statement"
              options={WAITING_MAIL_OPTIONS}
              hint="The day's mail comes each morning and lists what happened the day before."
              error={errors.waitingMail?.message}
              {...register('waitingMail')}
            />
            <FileField
              maxMegabytes={UPLOAD_LIMIT_MB.avatar}
              label="Avatar"
              accept={IMAGE_ACCEPT}
              hint="Optional. JPEG, PNG or WebP, up to 5 MB."
              error={errors.avatar?.message}
              {...register('avatar')}
            />
          </div>
          <div className={layout.formActions}>
            <Button type="submit" loading={isSubmitting} loadingText="Updating...">
              Update
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
