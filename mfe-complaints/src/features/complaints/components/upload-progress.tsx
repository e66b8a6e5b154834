import { layout } from '@pgportal/ui';
import { useT } from '../../../i18n/catalogue';

/** Shown while large images upload (the tenant's form only, so in the tenant's language). */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const { t } = useT();
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;
  return (
    <div className={layout.stackXs}>
      <label className={layout.textSm}>
        {t('uploading', { percent })}
        <progress max={100} value={percent} style={{ display: 'block', width: '100%' }} />
      </label>
    </div>
  );
}
