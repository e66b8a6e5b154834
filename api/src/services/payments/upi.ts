// UPI payment links (NPCI's upi://pay) and their QR codes, which any UPI app can scan.
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client';
import { properties } from '../../db/schema';
import { upiUri, type UpiPayee } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { toPaise } from '../money';

export { upiUri, type UpiPayee } from '@pgportal/contracts/format';

/**
 * How the PNG is written (a pngjs option qrcode passes on, which its typings leave out): the Paeth
 * filter alone rather than all five tried on every row, as large a file and about three times
 * faster to write; it was most of the time of every invoice list and receipt with a QR code.
 * A new object each time: qrcode writes the image's size into it.
 */
const pngWriter = () => ({ filterType: 4 }) as { deflateLevel?: number };
const QR_SHAPE = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const;

export const upiQrPng = (uri: string): Promise<Buffer> =>
  QRCode.toBuffer(uri, { type: 'png', ...QR_SHAPE, rendererOpts: pngWriter() });

export const upiQrDataUrl = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { type: 'image/png', ...QR_SHAPE, rendererOpts: pngWriter() });

/** The payee of a property's invoices: its UPI ID and name, or null when it takes no UPI. */
export async function upiPayeeOf(db: Executor, propertyId: string): Promise<UpiPayee | null> {
  const [property] = await db
    .select({ id: properties.upiId, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return property?.id ? property : null;
}

/** Each invoice with its UPI link and QR code when something is outstanding and the property has a UPI ID. */
export async function withUpi(
  db: Executor,
  invoices: Invoice[],
  propertyId: string | null,
): Promise<Invoice[]> {
  const payee = propertyId ? await upiPayeeOf(db, propertyId) : null;
  return Promise.all(
    invoices.map(async (invoice) => {
      if (!payee || invoice.outstandingAmount <= 0) return { ...invoice, upi: null };
      const uri = upiUri(payee, toPaise(invoice.outstandingAmount), invoice.invoiceId);
      return { ...invoice, upi: { uri, qrDataUrl: await upiQrDataUrl(uri), payee } };
    }),
  );
}
