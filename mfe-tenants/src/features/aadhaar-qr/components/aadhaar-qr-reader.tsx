import { Button, Modal, layout } from '@pgportal/ui';
import { useId, useState, type ChangeEvent } from 'react';
import type { AadhaarWords } from '../../../i18n/aadhaar-words';
import { readQrFromFile } from './read-qr';
import { useCameraQr } from './use-camera-qr';
import * as styles from './aadhaar-qr.module.css';

interface AadhaarQrReaderProps {
  open: boolean;
  onClose: () => void;
  /** the QR's text; resolves true when it was taken (the reader then closes) */
  onText: (text: string) => Promise<boolean>;
  words: AadhaarWords;
}

/** 'Read the Aadhaar QR': the phone's camera, or a picture of the QR uploaded (always offered). */
export function AadhaarQrReader({ open, onClose, onText, words }: AadhaarQrReaderProps) {
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  const take = async (text: string) => {
    setBusy(true);
    setProblem(null);
    try {
      if (await onText(text)) {
        setCamera(false);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  const { video, failed, retry } = useCameraQr(open && camera, (text) => void take(text));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    let text: string | null;
    try {
      text = await readQrFromFile(file);
    } catch {
      setProblem(words.aadhaarNotAPicture);
      return;
    }
    if (!text) setProblem(words.aadhaarNoQrInPicture);
    else await take(text);
  };

  const close = () => {
    setCamera(false);
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={words.aadhaarReaderTitle}
      description={words.aadhaarReaderHint}
      busy={busy}
      footer={
        <Button variant="secondary" onClick={close} disabled={busy}>
          {words.aadhaarCancel}
        </Button>
      }
    >
      <div className={layout.stack}>
        <Button
          variant="secondary"
          onClick={() => {
            retry();
            setCamera((on) => !on);
          }}
          disabled={busy}
        >
          {camera ? words.aadhaarStopCamera : words.aadhaarUseCamera}
        </Button>
        {camera && !failed ? (
          <video
            ref={video}
            className={styles.video}
            muted
            playsInline
            aria-label={words.aadhaarCameraVideo}
          />
        ) : null}
        {camera && failed ? <p role="alert">{words.aadhaarCameraFailed}</p> : null}
        <label htmlFor={inputId} className={styles.upload}>
          {busy ? words.aadhaarReading : words.aadhaarUpload}
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={busy}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => void upload(event)}
        />
        {problem ? (
          <p id={problemId} role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
