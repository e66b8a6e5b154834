import { useEffect, useRef, useState, type RefObject } from 'react';
import { readQrFromVideo } from './read-qr';

const FRAME_EVERY_MS = 300;

/**
 * While `on`, streams the back camera into the video and reads a frame every 300 ms until a QR is
 * found (then `onText`, and the camera stops). `failed` is true when there is no camera or the
 * browser refused it: the reader then offers the upload alone.
 */
export function useCameraQr(
  on: boolean,
  onText: (text: string) => void,
): {
  video: RefObject<HTMLVideoElement | null>;
  failed: boolean;
  /** forget a refusal before the camera is asked for again */
  retry: () => void;
} {
  const video = useRef<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  });
  const noCamera = typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    if (noCamera) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return stop();
        video.current.srcObject = opened;
        await video.current.play().catch(() => undefined);
        timer = setInterval(() => {
          const text = video.current ? readQrFromVideo(video.current) : null;
          if (text && !stopped) {
            stop();
            found.current(text);
          }
        }, FRAME_EVERY_MS);
      })
      .catch(() => setFailed(true));
    return stop;
  }, [on, noCamera]);

  return { video, failed: noCamera || failed, retry: () => setFailed(false) };
}
