// Finds a QR code in a picture or a camera frame with jsQR and gives its text; the text goes to the
// API as it is (the server decodes and checks it). The Secure QR is dense: pictures are read at up
// to 2,000 px on their longer side, and both light-on-dark and dark-on-light are tried.
import jsQR from 'jsqr';

const MAX_SIDE = 2000;

function textOfPixels(source: CanvasImageSource, width: number, height: number): string | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  return found?.data ? found.data : null;
}

/** The text of the QR in an image file, or null when there is none; throws when it is no picture. */
export async function readQrFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return textOfPixels(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The text of a QR in the video's current frame, or null. */
export function readQrFromVideo(video: HTMLVideoElement): string | null {
  if (video.readyState < 2 || !video.videoWidth) return null;
  return textOfPixels(video, video.videoWidth, video.videoHeight);
}
