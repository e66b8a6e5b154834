// The world, the step type and the forms of spec-requests.test.ts (SPEC §7 requests as the spec
// writes them).
import type { LightMyRequestResponse } from 'fastify';
import { PNG } from './fixtures';
import type { TestApp } from './helpers';

export type Upload = { field: string; content: Buffer; name: string };

/** What a step sends: a multipart form or a JSON body. */
export type Body =
  { multipart: Record<string, string>; files?: Upload[] } | { json: Record<string, unknown> };

/** What the steps learn and pass on. */
export interface World {
  admin: string;
  tenant: string;
  managerId: string;
  demoManagerId: string;
  propertyId: string;
  roomId: string;
  bedId: string;
  tenantId: string;
  invoiceId: string;
  complaintId: string;
}

export interface Step {
  /** the SPEC §7 line, quoted */
  spec: string;
  /** the method and the path below /api/v1, with {names} of the world's ids */
  call: string;
  /** whose session sends it */
  as?: 'admin' | 'tenant';
  /** none: an empty body; `t` reads a code or a link from the mail it came in, as a person would */
  body?: (world: World, t: TestApp) => Body;
  /** the SPEC §8 success message */
  message: string;
  /** what the step learns from the answer, and what else the caller would see */
  then?: (data: never, world: World, t: TestApp, response: LightMyRequestResponse) => void | Promise<void>;
}

export const MANAGER_EMAIL = 'spec.manager@example.com';
export const TENANT_EMAIL = 'spec.tenant@example.com';
export const png = (field: string, name = 'photo.png'): Upload => ({ field, content: PNG, name });
export const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return `${name}=${cookie.value}`;
};
/** The token of the newest verification link mailed to `email`. */
export const tokenMailedTo = (t: TestApp, email: string) => {
  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(t.lastMail(email)?.text ?? '')?.[1];
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no verification link was mailed to ${email}`);
  return token;
};

export const propertyForm = (name: string) => ({
  multipart: {
    name,
    description: 'Near the metro',
    allowedFor: 'MIXED',
    rules: 'No smoking',
    contactNumber: '9876500010',
    category: 'PG',
    hasCanteen: 'true',
    address: JSON.stringify({
      fullAddress: '1 Main Road',
      area: 'Indiranagar',
      city: 'Bengaluru',
      pinCode: '560038',
    }),
    amenities: JSON.stringify([{ name: 'Wi-Fi', available: true }]),
  },
  files: [png('coverImage', 'cover.png')],
});

export const tenantForm = (fullName: string) => ({
  multipart: {
    fullName,
    email: TENANT_EMAIL,
    phoneNumber: '9876500012',
    dateOfBirth: '2003-04-12',
    address: '12 Park Street, Bengaluru',
    profession: 'STUDENT',
    emergencyContact: JSON.stringify({ name: 'Meena Rao', relation: 'Mother', phone: '9876500013' }),
    healthInfo: JSON.stringify({ hasHealthCondition: false, conditions: [] }),
    localGuardian: JSON.stringify({ name: 'Suresh Rao', contactNumber: '9876500014', location: 'Jayanagar' }),
  },
  files: [png('tenantImage')],
});

export const complaintForm = (world: World, issue: string) => ({
  multipart: { issue, propertyId: world.propertyId, roomId: world.roomId, bedId: world.bedId },
  files: [png('complaintImages', 'one.png'), png('complaintImages', 'two.png')],
});

/** A multipart body with the files appended (complaintImages repeats its field). */
export function multipart(fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)]), file.name);
  return form;
}

type DocumentOperation = { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } };
export type ApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

/**
 * The body fields the API document requires of `method path` (a path below /api/v1 whose {names}
 * may differ from the document's), in any of its content types.
 */
export function requiredInDocument(document: ApiDocument, method: string, path: string): string[] {
  const pattern = new RegExp(`^/api/v1${path.replace(/\{\w+\}/g, '\\{\\w+\\}')}$`);
  const key = Object.keys(document.paths).find((candidate) => pattern.test(candidate));
  const operation = key && document.paths[key]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the API document`);
  return Object.values(operation.requestBody?.content ?? {}).flatMap(
    (content) => content.schema.required ?? [],
  );
}

/** The names of the fields and files a body sends. */
export const fieldsOf = (body: Body | undefined): string[] =>
  !body
    ? []
    : 'json' in body
      ? Object.keys(body.json)
      : [...Object.keys(body.multipart), ...(body.files ?? []).map((file) => file.field)];
