import { errorMessage } from '@pgportal/contracts/api';
import { otpProblem } from '@pgportal/contracts/sign-in-rules';
import { SESSION_ENDED_TOAST, notify } from '@pgportal/ui/toast';
import { Button, TextField, cx, layout, useForm } from '@pgportal/ui/basics';
import { useState } from 'react';
import { sendOtp, verifyOtp } from '../api';
import type { SignedIn } from '../api';
import type { SignInMode } from '../sign-in-mode';
import { OTP_SENT_TOAST } from './email-step-form';
import { useT } from '../../../i18n/catalogue';


/** One error toast for this step: a new failure replaces it, a success clears it. */
const OTP_ERROR_TOAST = 'sign-in-otp-error';

/** What a pasted or typed code becomes: no spaces or line breaks ('123 456\n' -> '123456'), 6 characters at most. */
export const normaliseOtp = (value: string) => value.replace(/\s+/g, '').slice(0, 6);

interface OtpStepFormProps {
  mode: SignInMode;
  email: string;
  onChangeEmail: () => void;
  onVerified: (result: SignedIn) => void;
}

/** Step 2: the 6-digit code from the e-mail, with a way to resend it or change the address. */
export function OtpStepForm({ mode, email, onChangeEmail, onVerified }: OtpStepFormProps) {
  const [resending, setResending] = useState(false);
  const { t } = useT(mode === 'tenant');
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ otp: string }>({ defaultValues: { otp: '' } });

  const submit = handleSubmit(async (values) => {
    const otp = values.otp.trim();
    try {
      const result = await verifyOtp(mode, { email, otp });
      // The sign-in steps are over: their toasts (and why the user had to sign in again) go.
      for (const id of [OTP_ERROR_TOAST, OTP_SENT_TOAST, SESSION_ENDED_TOAST]) notify.dismiss(id);
      notify.success(t('toastOtpVerified'));
      onVerified(result);
    } catch (error) {
      notify.error(errorMessage(error), { id: OTP_ERROR_TOAST });
      setError('otp', { type: 'server', message: errorMessage(error) });
      setFocus('otp', { shouldSelect: true });
    }
  });
  // verifyOtpSchema's rule, without zod (sign-in-rules): the sign-in page loads no validation library.
  const otpField = register('otp', { validate: (value) => otpProblem(value) ?? true });
  // The address is set in bold inside the translated sentence.
  const [before, after] = t('codeSentTo', { email: '\u0000' }).split('\u0000');

  const resend = async () => {
    setResending(true);
    try {
      await sendOtp(mode, email);
      notify.dismiss(OTP_ERROR_TOAST);
      notify.success(t('toastOtpSent'), { id: OTP_SENT_TOAST });
    } catch (error) {
      notify.error(errorMessage(error), { id: OTP_ERROR_TOAST });
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={layout.stack} onSubmit={submit} noValidate>
      <p className={cx(layout.muted, layout.textSm)}>
        {before}
        <strong className={layout.textStrong}>{email}</strong>
        {after}
      </p>
      <TextField
        label={t('otp')}
        placeholder={t('otpPlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus
        required
        hint={t('otpHint')}
        error={errors.otp?.message}
        {...otpField}
        onChange={(event) => {
          event.target.value = normaliseOtp(event.target.value);
          return otpField.onChange(event);
        }}
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={isSubmitting}
        loadingText={t('verifying')}
        disabled={resending}
      >
        {t('verify')}
      </Button>
      <div className={cx(layout.rowBetween, layout.textSm)}>
        <button type="button" className={layout.link} onClick={onChangeEmail} disabled={isSubmitting}>
          {t('changeEmail')}
        </button>
        <button type="button" className={layout.link} onClick={resend} disabled={resending || isSubmitting}>
          {resending ? t('sendingOtp') : t('resendOtp')}
        </button>
      </div>
    </form>
  );
}
