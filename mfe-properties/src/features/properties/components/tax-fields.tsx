// The property form's tax fields (issue 44, docs/taxes.md): the landlord's PAN for HRA rent
// receipts, and the GST registration: GSTIN (its state shown once it is valid) and Legal name.
import { MESSAGES } from '@pgportal/contracts/messages';
import { gstinProblem, gstinState } from '@pgportal/contracts/schemas';
import { TextField } from '@pgportal/ui';
import { type RegisteredField } from '@pgportal/ui/forms';
import type { z } from 'zod';

/** The GSTIN's hint: what it is for, and the state read from it once it is valid. */
export function gstinHint(value: unknown): string {
  const gstin = (typeof value === 'string' ? value : '').trim().toUpperCase();
  const state = gstin && !gstinProblem(gstin) ? gstinState(gstin) : null;
  return state
    ? `State: ${state.name}. Rent invoices are tax invoices or bills of supply.`
    : 'Only if the PG is registered for GST, e.g. 29AAGCB7383J1Z4. Leave empty otherwise.';
}

/** A GSTIN needs the legal name registered with it, as the server checks. */
export function checkGstLegalName(
  values: { gstin?: string; gstLegalName?: string },
  context: z.RefinementCtx,
): void {
  if (values.gstin && !values.gstLegalName?.trim())
    context.addIssue({ code: 'custom', path: ['gstLegalName'], message: MESSAGES.gstLegalNameRequired });
}

interface TaxFieldsProps {
  /** the GSTIN as the form holds it */
  gstin: unknown;
  landlordPan: RegisteredField;
  gstinField: RegisteredField;
  gstLegalName: RegisteredField;
}

export function TaxFields({ gstin, landlordPan, gstinField, gstLegalName }: TaxFieldsProps) {
  return (
    <>
      <TextField
        label="Landlord's PAN"
        hint="Printed on tenants' HRA rent receipts once a year's rent passes ₹1,00,000. E.g. ABCDE1234F"
        autoComplete="off"
        autoCapitalize="characters"
        {...landlordPan}
      />
      <TextField
        label="GSTIN"
        hint={gstinHint(gstin)}
        autoComplete="off"
        autoCapitalize="characters"
        {...gstinField}
      />
      <TextField
        label="Legal name"
        hint="As registered with the GSTIN: printed on tax invoices."
        autoComplete="organization"
        {...gstLegalName}
      />
    </>
  );
}
