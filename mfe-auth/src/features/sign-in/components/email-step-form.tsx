import { errorMessage } from '@pgportal/contracts/api';
import { emailProblem, normaliseEmail } from '@pgportal/contracts/sign-in-rules';
import { notify } from '@pgportal/ui/toast';
import { useHydrated } from '@pgportal/runtime/hydration';
import { Button, TextField, layout, useForm } from '@pgportal/ui/basics';
import { sendOtp } from '../api';
import type { SignInMode } from '../sign-in-mode';
import { useT } from '../../../i18n/catalogue';

/** 'OTP has been sent…' (sent or resent): one toast, cleared once the code is verified. */
export const OTP_SENT_TOAST = 'sign-in-otp-sent';
export const EMAIL_HINT = 'For example, you@example.com';
/** This step's error toast: a new failure replaces it, and it goes once the code is sent. */
const ERROR_TOAST = 'sign-in-email';

interface EmailStepFormProps {
  mode: SignInMode;
  defaultEmail?: string;
  /** Called with the normalised e-mail once the server has sent the code. */
  onSent: (email: string) => void;
}

/**
 * Step 1: the e-mail address; the server mails a 6-digit code to it. Checked by loginSchema's
 * rules without zod (sign-in-rules), so the page loads no validation library. Pre-rendered (prerender.tsx):
 * the field takes typing at once (react-hook-form keeps what was typed before hydration), the
 * button waits for the scripts, so a submit never reloads the page and loses the address.
 */
export function EmailStepForm({ mode, defaultEmail = '', onSent }: EmailStepFormProps) {
  const hydrated = useHydrated();
  const { t } = useT(mode === 'tenant');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });

  const submit = handleSubmit(async (values) => {
    const email = normaliseEmail(values.email);
    try {
      await sendOtp(mode, email);
      notify.dismiss(ERROR_TOAST);
      notify.success(t('toastOtpSent'), { id: OTP_SENT_TOAST });
      onSent(email);
    } catch (error) {
      notify.error(errorMessage(error), { id: ERROR_TOAST });
    }
  });

  return (
    <form className={layout.stack} onSubmit={submit} noValidate>
      <TextField
        id="sign-in-email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint={t('emailHint')}
        autoFocus
        required
        error={errors.email?.message}
        {...register('email', { validate: (value) => emailProblem(value) ?? true })}
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={isSubmitting}
        loadingText={t('sendingOtp')}
        disabled={!hydrated}
      >
        {t('sendOtp')}
      </Button>
    </form>
  );
}
