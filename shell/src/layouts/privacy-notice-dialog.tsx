// Issue 45: a tenant who has not agreed to the current privacy notice reads it first, in a dialog
// over the portal that only 'I agree' closes (Esc and a click outside do not; focus stays inside),
// in their language, which they may switch here. The agreement is kept on the server with its time
// and version; the session then carries the version and the dialog goes.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '@pgportal/contracts/api-paths';
import { api, errorMessage } from '@pgportal/contracts/api';
import type { Language } from '@pgportal/contracts/enums';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { PRIVACY_NOTICE_VERSION, privacyNoticeIn } from '@pgportal/contracts/privacy-notice';
import { LanguageSwitch } from '@pgportal/runtime/i18n';
import { useSession } from '@pgportal/runtime/session';
import { Button, Modal, PrivacyNoticeText, layout } from '@pgportal/ui';
import { useT } from '../i18n/catalogue';

/** Whether the signed-in tenant still has to agree (a session without the field asks nothing). */
export const needsPrivacyConsent = (version: string | null | undefined) =>
  version !== undefined && version !== PRIVACY_NOTICE_VERSION;

export function PrivacyNoticeDialog({
  onLanguageChosen,
}: {
  onLanguageChosen?: (language: Language) => void;
}) {
  const tenant = useSession((state) => state.tenant);
  const { t, language } = useT();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!tenant || !needsPrivacyConsent(tenant.privacyConsentVersion)) return null;
  const notice = privacyNoticeIn(language);

  const agree = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.post(API.tenant.myPrivacyConsent, { version: PRIVACY_NOTICE_VERSION });
      useSession.getState().signedInAsTenant({ ...tenant, privacyConsentVersion: PRIVACY_NOTICE_VERSION });
      // a page read behind the dialog (Profile's 'Your data') shows the consent just given
      void mutate((key) => typeof key === 'string' && key.startsWith(API.tenant.myPrivacyConsent));
    } catch (failure) {
      setError(inLanguage(errorMessage(failure), language));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={() => undefined}
      title={notice.title}
      description={t('privacyIntro')}
      closeOnOutsideClick={false}
      hideCloseButton
      size="lg"
      footer={
        <Button onClick={() => void agree()} disabled={saving}>
          {saving ? t('privacyAgreeing') : t('privacyAgree')}
        </Button>
      }
    >
      <div className={layout.stack} lang={language}>
        <LanguageSwitch onChosen={onLanguageChosen} />
        <PrivacyNoticeText notice={notice} />
        {error ? (
          <p role="alert" className={layout.textDanger}>
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
