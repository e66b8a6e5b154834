// The property form's constants: its choices, its hint, and the fields the server may name in an error.
import { GENDER_TYPES, PROPERTY_TYPES } from '@pgportal/contracts/enums';
import { TALLY_LEDGER_FIELDS } from '@pgportal/contracts/schemas';

export const UPI_HINT = 'Tenants pay rent to it: invoices then carry a UPI QR code. E.g. sunrisepg@okaxis';

export const CATEGORY_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: value }));
export const ALLOWED_OPTIONS = GENDER_TYPES.map((value) => ({ value, label: value }));
export const SERVER_FIELDS = [
  'name',
  'description',
  'allowedFor',
  'category',
  'rules',
  'contactNumber',
  'upiId',
  'landlordPan',
  'gstin',
  'gstLegalName',
  'mealOptOutCutoff',
  'mealCreditMinDays',
  'electricityRate',
  'lateFeePolicy',
  'lateFeeAmount',
  'lateFeeGraceDays',
  'lateFeeCap',
  'noticePeriodDays',
  'refundPeriodDays',
  'retentionDays',
  'agreementText',
  ...TALLY_LEDGER_FIELDS.map((field) => `tallyLedgers.${field}` as const),
  'address.fullAddress',
  'address.area',
  'address.city',
  'address.pinCode',
] as const;
