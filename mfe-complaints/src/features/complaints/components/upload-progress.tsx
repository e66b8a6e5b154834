import { layout } from '@pgportal/ui';

/** Shown while large images upload. */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;
  return (
    <div className={layout.stackXs}>
      <label className={layout.textSm}>
        {`Uploading images… ${percent}%`}
        <progress max={100} value={percent} style={{ display: 'block', width: '100%' }} />
      </label>
    </div>
  );
}
