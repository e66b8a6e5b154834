// UPI payment links (NPCI's upi://pay) and their QR codes, which any UPI app can scan.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { properties } from '../../db/schema';
import { upiUri, type UpiPayee } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { toPaise } from '../money';
import { qrPngDataUrl } from '../pdf/on-demand';

export { upiUri, type UpiPayee } from '@pgportal/contracts/format';

export const upiQrDataUrl = (uri: string): Promise<string> => qrPngDataUrl(uri);

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
