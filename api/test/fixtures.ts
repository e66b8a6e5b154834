// Rows and files the API tests build on: properties, tenants, and small real image and PDF bytes.
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { properties, tenants, users } from '../src/db/schema';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export async function addProperty(executor: Executor, name: string): Promise<string> {
  const [row] = await executor
    .insert(properties)
    .values({
      name,
      address: { fullAddress: '1 Main Road', area: 'Indiranagar', city: 'Bengaluru', pinCode: '560038' },
    })
    .returning({ id: properties.id });
  return row!.id;
}

/** A GST-registered property (issue 44): its GSTIN and legal name, and any other settings given. */
export async function addRegisteredProperty(
  executor: Executor,
  name: string,
  registration: { gstin: string; gstLegalName: string } & Partial<typeof properties.$inferInsert>,
): Promise<string> {
  const id = await addProperty(executor, name);
  await executor.update(properties).set(registration).where(eq(properties.id, id));
  return id;
}

export async function addTenant(
  executor: Executor,
  email: string,
  propertyId: string | null,
): Promise<string> {
  const [row] = await executor
    .insert(tenants)
    .values({ fullName: 'Test Tenant', email, propertyId })
    .returning({ id: tenants.id });
  return row!.id;
}

export async function userId(executor: Executor, email: string): Promise<string> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** multipart/form-data with text fields and files. */
export function formData(
  fields: Record<string, string>,
  files: Record<string, { content: Buffer; name: string }> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files))
    form.set(key, new Blob([new Uint8Array(file.content)]), file.name);
  return form;
}
