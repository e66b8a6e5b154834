import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PRIVACY_NOTICES } from '@pgportal/contracts/privacy-notice';
import { Button, CheckboxField, PrivacyNoticeText, layout } from '@pgportal/ui';

/**
 * New Tenant (issue 45): the privacy notice to show the tenant (English and Hindi, the words they
 * also see at first sign-in), and the box staff tick once the tenant signed it on paper; the API
 * keeps it with the notice's version, the time and the staff member's name. Staff screens are in English.
 */
export function AdmissionPrivacy({ register }: { register: UseFormRegisterReturn }) {
  const [showing, setShowing] = useState(false);
  return (
    <section className={layout.stack} aria-labelledby="admission-privacy-title">
      <h3 id="admission-privacy-title" className={layout.textStrong}>
        Privacy notice
      </h3>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-expanded={showing}
        aria-controls="admission-privacy-notice"
        onClick={() => setShowing((open) => !open)}
      >
        Show the privacy notice
      </Button>
      <div id="admission-privacy-notice" hidden={!showing} className={layout.stackLg}>
        <div lang="en">
          <PrivacyNoticeText notice={PRIVACY_NOTICES.en} level={4} />
        </div>
        <div lang="hi">
          <PrivacyNoticeText notice={PRIVACY_NOTICES.hi} level={4} />
        </div>
      </div>
      <CheckboxField
        label="The tenant read the privacy notice and signed it on paper"
        hint="Kept with your name, the time and the notice's version. Without it, the tenant is asked at their first sign-in."
        {...register}
      />
    </section>
  );
}
