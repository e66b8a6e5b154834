// UPI payment links (NPCI's upi://pay) and their QR codes, which any UPI app can scan.
import QRCode from 'qrcode';

export interface UpiPayee {
  /** the UPI ID (VPA), e.g. sunrisepg@okaxis */
  id: string;
  name: string;
}

/** upi://pay with payee, amount (rupees, 2 decimals), INR and the invoiceId as the note. */
export function upiUri(payee: UpiPayee, amountPaise: number, invoiceId: string): string {
  const params = new URLSearchParams({
    pa: payee.id,
    pn: payee.name,
    am: (amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: invoiceId,
  });
  // UPI apps expect %20 for spaces, not '+'.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

export const upiQrPng = (uri: string): Promise<Buffer> =>
  QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });

export const upiQrDataUrl = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
