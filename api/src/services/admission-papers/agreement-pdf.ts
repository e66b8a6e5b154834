// The leave-and-licence agreement as a PDF: the property's clause text (or the standard one) with
// its placeholders filled in, the particulars, the house rules and two signature blocks.
import { ID_PROOF_LABELS } from '@pgportal/contracts/enums';
import { formatDayMonthYear as day, formatName, formatPhone } from '@pgportal/contracts/format';
import {
  DEFAULT_AGREEMENT_TEXT,
  fillPlaceholders,
  type AgreementPlaceholder,
} from '@pgportal/contracts/schemas';
import { formatPaise } from '../money';
import { BLANK, createPdfWriter } from '../pdf/writer';
import { idNumberShown, propertyAddress, type PaperFacts } from './facts';
import { drawPrivacyNotice } from './privacy-section';

/** The values of the placeholders; what we do not hold is a blank line to fill by hand. */
export function agreementValues(facts: PaperFacts): Record<AgreementPlaceholder, string> {
  const { tenant, property, stay, depositPaise } = facts;
  return {
    tenantName: formatName(tenant.fullName),
    tenantAddress: tenant.address.trim() || BLANK,
    propertyName: property.name,
    propertyAddress: propertyAddress(property) || BLANK,
    room: stay?.roomNumber ?? BLANK,
    bed: stay ? String(stay.bedNumber) : BLANK,
    rent: formatPaise(tenant.monthlyRentPaise),
    mealCost: formatPaise(tenant.mealCostPaise),
    deposit: depositPaise === null ? 'nil' : formatPaise(depositPaise),
    startDate: stay ? day(stay.startDate) : BLANK,
    noticePeriodDays: String(property.noticePeriodDays),
    refundPeriodDays: String(property.refundPeriodDays),
  };
}

export async function agreementPdf(facts: PaperFacts, today: string): Promise<Buffer> {
  const { tenant, property, documents } = facts;
  const values = agreementValues(facts);
  const writer = await createPdfWriter(`Leave and Licence Agreement, ${values.tenantName}`);
  writer.heading('LEAVE AND LICENCE AGREEMENT', 16);
  writer.paragraph(`${property.name}, ${values.propertyAddress}`);
  writer.paragraph(`Date: ${day(today)}`);
  writer.gap(8);

  writer.heading('Particulars', 12);
  writer.field('Licensee', values.tenantName);
  writer.field('Phone', formatPhone(tenant.phoneNumber));
  writer.field('E-mail', tenant.email);
  writer.field('Permanent address', tenant.address);
  const ids = documents.map((document) => `${ID_PROOF_LABELS[document.type]} ${idNumberShown(document)}`);
  writer.field('ID documents', ids.join('; '));
  writer.field('Room and bed', facts.stay ? `Room ${values.room}, bed ${values.bed}` : null);
  writer.field('Licence from', facts.stay ? values.startDate : null);
  writer.field('Monthly licence fee', values.rent);
  writer.field('Meals', tenant.mealCostPaise > 0 ? `${values.mealCost} a month` : 'not included');
  writer.field('Security deposit', values.deposit);
  writer.field('Notice period', `${values.noticePeriodDays} days`);
  writer.field('Deposit refunded within', `${values.refundPeriodDays} days of vacating`);
  writer.gap(8);

  writer.heading('Terms', 12);
  for (const clause of fillPlaceholders(property.agreementText || DEFAULT_AGREEMENT_TEXT, values).split(
    /\n\s*\n/,
  )) {
    writer.paragraph(clause.trim());
    writer.gap(4);
  }
  if (property.rules.trim()) {
    writer.heading('House rules', 12);
    writer.paragraph(property.rules.trim());
  }
  writer.gap(24);
  writer.paragraph('In witness whereof the parties have signed this agreement.');
  writer.gap(30);
  const signature = (role: string, name: string) => () => {
    writer.paragraph('Signature: ____________________');
    writer.gap(6);
    writer.paragraph(role, { bold: true });
    writer.field('Name', name);
    writer.field('Date', null);
    writer.field('Place', null);
  };
  writer.columns([
    signature('Licensor (owner or authorised manager)', ''),
    signature('Licensee', values.tenantName),
  ]);
  // Issue 45: the privacy notice, on a page of its own, in the tenant's language, with their consent.
  drawPrivacyNotice(writer, tenant.language, facts.consent);
  return writer.save();
}
