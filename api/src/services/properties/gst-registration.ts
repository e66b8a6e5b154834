// A property's GST registration (issue 44, docs/taxes.md): a GSTIN needs the legal name registered
// with it, checked on the values the property will have (a field left out keeps its current value).
import type { PropertyValues } from '@pgportal/contracts/schemas';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { PropertyRow } from '../../db/schema';
import { badRequest } from '../../errors';

const GST_LEGAL_NAME_REQUIRED = MESSAGES.gstLegalNameRequired;

/** Refuses a GSTIN without a legal name (400 on gstLegalName). */
export function checkGstRegistration(
  input: Pick<PropertyValues, 'gstin' | 'gstLegalName'>,
  current?: Pick<PropertyRow, 'gstin' | 'gstLegalName'>,
): void {
  const gstin = input.gstin ?? current?.gstin ?? '';
  const legalName = input.gstLegalName ?? current?.gstLegalName ?? '';
  if (gstin !== '' && legalName === '')
    throw badRequest(GST_LEGAL_NAME_REQUIRED, { gstLegalName: GST_LEGAL_NAME_REQUIRED });
}
