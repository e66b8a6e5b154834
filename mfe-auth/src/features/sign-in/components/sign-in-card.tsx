import { useSession } from '@pgportal/runtime/session';
// The kit's light entry: the sign-in page loads no Radix, downshift or zod (issue 28).
import { BrandMark, layout } from '@pgportal/ui/basics';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@pgportal/runtime/router';
import type { SignedIn } from '../api';
import { safeRedirect } from '../sign-in-mode';
import type { SignInMode } from '../sign-in-mode';
import { EmailStepForm } from './email-step-form';
import { OtpStepForm } from './otp-step-form';
import { PATHS } from '@pgportal/contracts/paths';
import * as styles from './auth-screen.module.css';
import { OutboxNote } from './outbox-note';
import { LanguageSwitch } from '@pgportal/runtime/i18n';
import { useT } from '../../../i18n/catalogue';

export const SIGN_IN_TEXT: Record<SignInMode, { title: string; subtitle: string }> = {
  staff: {
    title: 'Staff Sign In',
    subtitle: 'Manage your PG properties, tenants, and payments — all in one place.',
  },
  tenant: {
    title: 'Tenant Sign In',
    subtitle: 'Access your room details, rent status, meals, and raise complaints',
  },
};

/** The two-step sign-in (e-mail, then the 6-digit code) for staff or tenants. */
export function SignInCard({ mode }: { mode: SignInMode }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'otp'>('email');
  const tenant = mode === 'tenant';
  const { t } = useT(tenant);
  const text = tenant ? { title: t('title'), subtitle: t('subtitle') } : SIGN_IN_TEXT.staff;

  const signedIn = (result: SignedIn) => {
    const session = useSession.getState();
    if (result.mode === 'staff') {
      session.signedInAsStaff(result.user);
      void navigate(safeRedirect(searchParams.get('redirect'), 'staff'), { replace: true });
    } else {
      session.signedInAsTenant(result.tenant);
      void navigate(safeRedirect(searchParams.get('redirect'), 'tenant'), { replace: true });
    }
  };

  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <Link to={PATHS.home} className={styles.brand}>
          <BrandMark />
          <span>PG Portal</span>
        </Link>
        <div>
          <h1 id="sign-in-title" className={styles.title}>
            {text.title}
          </h1>
          <p className={styles.subtitle}>{text.subtitle}</p>
        </div>
        {/* Issue 27: chosen before sign-in, kept in this browser and sent with the code request. */}
        {tenant ? <LanguageSwitch /> : null}
        {step === 'email' ? (
          <EmailStepForm
            mode={mode}
            defaultEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep('otp');
            }}
          />
        ) : (
          <OtpStepForm
            mode={mode}
            email={email}
            onChangeEmail={() => setStep('email')}
            onVerified={signedIn}
          />
        )}
        <OutboxNote />
        <footer className={styles.footer}>
          {mode === 'staff' ? (
            <Link className={layout.link} to="/login?role=tenant">
              Tenant? Sign in here
            </Link>
          ) : (
            <Link className={layout.link} to="/login">
              {t('staffSignIn')}
            </Link>
          )}
        </footer>
      </section>
    </main>
  );
}
