// The police verification form as a PDF in the layout of the property's state (issue 45,
// services/police/layouts.ts), filled from what we hold: the tenant, the stay, the property and its
// owner or manager; what we do not hold prints as a blank line to fill by hand. ID numbers masked.
import { ID_PROOF_LABELS, type OccupationType } from '@pgportal/contracts/enums';
import { formatDayMonthYear as day, formatName, formatPhone } from '@pgportal/contracts/format';
import type { PDFImage } from 'pdf-lib';
import type { Uploads } from '../files/uploads';
import { formatPaise } from '../money';
import { createPdfWriter, type PdfWriter } from '../pdf/writer';
import type { PoliceFact, PoliceLayout } from '../police/layouts';
import { idNumberShown, propertyAddress, type PaperFacts } from './facts';

const PROFESSIONS: Record<OccupationType, string> = {
  JOB: 'Working professional',
  STUDENT: 'Student',
  STAY: 'Stay',
  TRAVELLER: 'Traveller',
};

/** A relation under which the emergency contact is the father's or guardian's name. */
const PARENT = /father|mother|parent|guardian|dad|mom|mum/i;

/** The tenant's photo as the PDF can embed it (JPEG or PNG); null for none or another type. */
async function tenantPhoto(
  writer: PdfWriter,
  uploads: Uploads,
  key: string | null,
): Promise<PDFImage | null> {
  if (!key) return null;
  const file = await uploads.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // A WebP photo, or bytes pdf-lib cannot read, leaves the box to paste a printed photo in.
  try {
    if (file.contentType === 'image/jpeg') return await writer.pdf.embedJpg(bytes);
    if (file.contentType === 'image/png') return await writer.pdf.embedPng(bytes);
  } catch {
    return null;
  }
  return null;
}

/** Who signs for the property: its manager (or whoever created it). */
export interface PaperOwner {
  name: string;
  phone: string;
}

/** The value of each line of a form; null prints a blank. */
function factsOf(facts: PaperFacts, owner: PaperOwner | null): Record<PoliceFact, string | null> {
  const { tenant, property, stay } = facts;
  const emergency = tenant.emergencyContact;
  const guardian = tenant.localGuardian;
  return {
    TENANT_NAME: formatName(tenant.fullName),
    FATHER_NAME: emergency && PARENT.test(emergency.relation) ? formatName(emergency.name) : null,
    DATE_OF_BIRTH: tenant.dateOfBirth ? day(tenant.dateOfBirth) : null,
    PERMANENT_ADDRESS: tenant.address || null,
    PREVIOUS_ADDRESS: null,
    PHONE: formatPhone(tenant.phoneNumber),
    EMAIL: tenant.email,
    PROFESSION: tenant.profession ? PROFESSIONS[tenant.profession] : null,
    WORKPLACE: null,
    NATIONALITY: null,
    ID_DOCUMENTS: null,
    FAMILY_OR_REFERENCE: emergency
      ? `${formatName(emergency.name)} (${emergency.relation}), ${formatPhone(emergency.phone)}`
      : null,
    LOCAL_GUARDIAN: guardian
      ? `${formatName(guardian.name)}, ${formatPhone(guardian.contactNumber)}, ${guardian.location}`
      : null,
    MOVED_IN_ON: stay ? day(stay.startDate) : null,
    ROOM_AND_BED: stay ? `Room ${stay.roomNumber}, bed ${stay.bedNumber}` : null,
    RENT: tenant.monthlyRentPaise ? formatPaise(Number(tenant.monthlyRentPaise)) : null,
    OWNER_NAME: owner ? formatName(owner.name) : null,
    OWNER_PHONE: owner?.phone ? formatPhone(owner.phone) : formatPhone(property.contactNumber),
    PROPERTY_NAME: property.name,
    PROPERTY_ADDRESS: propertyAddress(property),
    POLICE_STATION: null,
    BLANK: null,
  };
}

export async function policeFormPdf(
  facts: PaperFacts,
  uploads: Uploads,
  today: string,
  layout: PoliceLayout,
  owner: PaperOwner | null,
): Promise<Buffer> {
  const { tenant, documents } = facts;
  const name = formatName(tenant.fullName);
  const values = factsOf(facts, owner);
  const writer = await createPdfWriter(`Police verification form, ${name}`);
  writer.heading(layout.heading, 14);
  writer.paragraph(`To the Station House Officer, Police Station: ____________________`);
  writer.paragraph(`Date: ${day(today)}`);
  if (layout.portalUrl) writer.paragraph(`To be filed on ${layout.portalName}: ${layout.portalUrl}`);
  writer.gap(8);
  writer.photo(await tenantPhoto(writer, uploads, tenant.profilePhoto), 'Affix photograph');

  for (const section of layout.sections) {
    writer.heading(section.heading, 12);
    for (const field of section.fields) {
      if (field.fact !== 'ID_DOCUMENTS') {
        writer.field(field.label, values[field.fact]);
        continue;
      }
      if (documents.length === 0) {
        writer.field('Document type', null);
        writer.field('Number', null);
      }
      for (const document of documents) writer.field(ID_PROOF_LABELS[document.type], idNumberShown(document));
    }
    writer.gap(6);
  }
  writer.gap(10);
  writer.paragraph('I declare that the information above is true to the best of my knowledge.');
  writer.gap(24);
  const signature = (role: string) => () => {
    writer.paragraph('Signature: ____________________');
    writer.paragraph(role, { bold: true });
    writer.field('Date', null);
  };
  writer.columns([signature('Tenant'), signature('Owner / manager')]);
  return writer.save();
}
