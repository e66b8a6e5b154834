// UPI payment links (NPCI's upi://pay) and their QR codes, which any UPI app can scan.
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client';
import { properties } from '../../db/schema';

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

/** The payee of a property's invoices: its UPI ID and name, or null when it takes no UPI. */
export async function upiPayeeOf(db: Executor, propertyId: string): Promise<UpiPayee | null> {
  const [property] = await db
    .select({ id: properties.upiId, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return property?.id ? property : null;
}
