import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { GenderType, LateFeePolicy, PropertyType } from '@pgportal/contracts/enums';
import type { Address, Amenity, Property } from '@pgportal/contracts/types';
import type { TallyLedgers } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';
import { PROPERTY_PATH } from './get-property';

export interface PropertyFields {
  name: string;
  description: string;
  allowedFor?: GenderType;
  category?: PropertyType;
  rules: string;
  contactNumber: string;
  /** left out (a manager's form), the property keeps its UPI ID */
  upiId?: string;
  /** the landlord's PAN for HRA rent receipts (issue 44); left out, kept; '' removes it */
  landlordPan?: string;
  /** the property's GST registration (issue 44); left out, kept; '' removes the GSTIN */
  gstin?: string;
  gstLegalName?: string;
  /** the Tally export's ledger names (issue 44): '' a name's default; left out, kept */
  tallyLedgers?: Partial<TallyLedgers>;
  /** the agreement's clauses with placeholders ('' for the standard text); left out, kept */
  agreementText?: string;
  hasCanteen: boolean;
  /** HH:MM, Asia/Kolkata (issue 25); left out, the property keeps its own */
  mealOptOutCutoff?: string;
  mealCreditMinDays?: number | string;
  /** ₹ per unit (issue 25); left out, the property keeps its rate */
  electricityRate?: number;
  roomsHaveMeters?: boolean;
  /** days of notice before moving out; left out, the property keeps its own (issue 24) */
  noticePeriodDays?: number;
  /** days after the move-out to refund the deposit within; left out, kept */
  refundPeriodDays?: number;
  /** days after a tenant moved out and was settled before their ID data is erased (issue 45); left out, kept */
  retentionDays?: number;
  /** the state's GST code for the police verification form (issue 45); '' from the GSTIN or PIN code; left out, kept */
  state?: string;
  address: Address;
  amenities: Amenity[];
  coverImage?: File;
  /** the late-fee policy (issue 23): amounts in rupees as typed; the server ignores those the policy has not */
  lateFeePolicy?: LateFeePolicy;
  lateFeeAmount?: unknown;
  lateFeeGraceDays?: unknown;
  lateFeeCap?: unknown;
}

/** The multipart body of POST /property/add and PUT /property/update/{id} (SPEC §7). */
export function propertyFormData(fields: PropertyFields): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('description', fields.description);
  if (fields.allowedFor) body.append('allowedFor', fields.allowedFor);
  if (fields.category) body.append('category', fields.category);
  body.append('rules', fields.rules);
  body.append('contactNumber', fields.contactNumber);
  if (fields.upiId !== undefined) body.append('upiId', fields.upiId);
  if (fields.landlordPan !== undefined) body.append('landlordPan', fields.landlordPan);
  if (fields.gstin !== undefined) body.append('gstin', fields.gstin);
  if (fields.gstLegalName !== undefined) body.append('gstLegalName', fields.gstLegalName);
  if (fields.agreementText !== undefined) body.append('agreementText', fields.agreementText);
  if (fields.tallyLedgers !== undefined) body.append('tallyLedgers', JSON.stringify(fields.tallyLedgers));
  body.append('hasCanteen', fields.hasCanteen ? 'true' : 'false');
  if (fields.mealOptOutCutoff) body.append('mealOptOutCutoff', fields.mealOptOutCutoff);
  if (fields.mealCreditMinDays !== undefined && fields.mealCreditMinDays !== '')
    body.append('mealCreditMinDays', String(fields.mealCreditMinDays));
  if (fields.electricityRate !== undefined) body.append('electricityRate', String(fields.electricityRate));
  if (fields.roomsHaveMeters !== undefined)
    body.append('roomsHaveMeters', fields.roomsHaveMeters ? 'true' : 'false');
  if (fields.noticePeriodDays !== undefined) body.append('noticePeriodDays', String(fields.noticePeriodDays));
  if (fields.refundPeriodDays !== undefined) body.append('refundPeriodDays', String(fields.refundPeriodDays));
  if (fields.retentionDays !== undefined) body.append('retentionDays', String(fields.retentionDays));
  if (fields.state !== undefined) body.append('state', fields.state);
  body.append('address', JSON.stringify(fields.address));
  body.append('amenities', JSON.stringify(fields.amenities));
  if (fields.lateFeePolicy) {
    body.append('lateFeePolicy', fields.lateFeePolicy);
    for (const name of ['lateFeeAmount', 'lateFeeGraceDays', 'lateFeeCap'] as const) {
      const value = fields[name];
      if (fields.lateFeePolicy === 'NONE') continue;
      if (typeof value === 'string' || typeof value === 'number') body.append(name, String(value));
    }
  }
  if (fields.coverImage) body.append('coverImage', fields.coverImage);
  return body;
}

/** Lists and details of properties and rooms change together. */
export const PROPERTY_REVALIDATES = [PROPERTY_PATH, API.room.prefix];

export const useAddProperty = () =>
  useApiMutation({
    request: (fields: PropertyFields) =>
      request<Property>(API.property.add, { method: 'POST', body: propertyFormData(fields) }),
    successMessage: MESSAGES.propertyAdded,
    revalidates: PROPERTY_REVALIDATES,
  });

export const useUpdateProperty = () =>
  useApiMutation({
    request: ({ id, ...fields }: PropertyFields & { id: string }) =>
      request<Property>(API.property.update(id), {
        method: 'PUT',
        body: propertyFormData(fields),
      }),
    successMessage: MESSAGES.propertyUpdated,
    revalidates: PROPERTY_REVALIDATES,
  });
