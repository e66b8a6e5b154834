// The property form's constants: its choices, its hint, and the fields the server may name in an error.
import { GENDER_TYPES, PROPERTY_TYPES } from '@pgportal/contracts/enums';
import { GST_STATES, TALLY_LEDGER_FIELDS } from '@pgportal/contracts/schemas';

export const UPI_HINT = 'Tenants pay rent to it: invoices then carry a UPI QR code. E.g. sunrisepg@okaxis';

export const CATEGORY_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: value }));
export const ALLOWED_OPTIONS = GENDER_TYPES.map((value) => ({ value, label: value }));
/** The states of the GST list by name, first the choice to read it from the GSTIN or PIN code (issue 45). */
export const STATE_OPTIONS = [
  { value: '', label: 'From the GSTIN or PIN code' },
  ...Object.entries(GST_STATES)
    .map(([value, state]) => ({ value, label: state.name }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];
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
  'state',
  'agreementText',
  ...TALLY_LEDGER_FIELDS.map((field) => `tallyLedgers.${field}` as const),
  'address.fullAddress',
  'address.area',
  'address.city',
  'address.pinCode',
] as const;
