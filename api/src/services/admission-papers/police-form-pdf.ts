// The police verification (tenant information) form as a PDF: the fields the common city forms
// ask, filled from what we hold; what we do not hold prints as a blank line to fill by hand.
import { ID_PROOF_LABELS, type OccupationType } from '@pgportal/contracts/enums';
import { formatDayMonthYear as day, formatName, formatPhone } from '@pgportal/contracts/format';
import type { PDFImage } from 'pdf-lib';
import type { Uploads } from '../files/uploads';
import { createPdfWriter, type PdfWriter } from '../pdf/writer';
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

export async function policeFormPdf(facts: PaperFacts, uploads: Uploads, today: string): Promise<Buffer> {
  const { tenant, property, stay, documents } = facts;
  const name = formatName(tenant.fullName);
  const writer = await createPdfWriter(`Police verification form, ${name}`);
  writer.heading('TENANT INFORMATION FORM (POLICE VERIFICATION)', 14);
  writer.paragraph(`To the Station House Officer, Police Station: ____________________`);
  writer.paragraph(`Date: ${day(today)}`);
  writer.gap(8);

  writer.heading('Tenant', 12);
  writer.photo(await tenantPhoto(writer, uploads, tenant.profilePhoto), 'Affix photograph');
  const emergency = tenant.emergencyContact;
  writer.field('Full name', name);
  writer.field(
    "Father's / guardian's name",
    emergency && PARENT.test(emergency.relation) ? formatName(emergency.name) : null,
  );
  writer.field('Date of birth', tenant.dateOfBirth ? day(tenant.dateOfBirth) : null);
  writer.field('Permanent address', tenant.address);
  writer.field('Phone', formatPhone(tenant.phoneNumber));
  writer.field('E-mail', tenant.email);
  writer.field('Profession', tenant.profession ? PROFESSIONS[tenant.profession] : null);
  writer.field('Place of work or study', null);
  writer.field('Nationality', null);
  writer.gap(6);

  writer.heading('Identity documents', 12);
  if (documents.length === 0) {
    writer.field('Document type', null);
    writer.field('Number', null);
  }
  for (const document of documents) writer.field(ID_PROOF_LABELS[document.type], idNumberShown(document));
  writer.gap(6);

  writer.heading('Emergency contact', 12);
  writer.field('Name', emergency ? formatName(emergency.name) : null);
  writer.field('Relation', emergency?.relation);
  writer.field('Phone', emergency ? formatPhone(emergency.phone) : null);
  if (tenant.localGuardian) {
    const guardian = tenant.localGuardian;
    writer.field(
      'Local guardian',
      `${formatName(guardian.name)}, ${formatPhone(guardian.contactNumber)}, ${guardian.location}`,
    );
  }
  writer.gap(6);

  writer.heading('Stay', 12);
  writer.field('Date of entry', stay ? day(stay.startDate) : null);
  writer.field('Room and bed', stay ? `Room ${stay.roomNumber}, bed ${stay.bedNumber}` : null);
  writer.field('Previous address', null);
  writer.gap(6);

  writer.heading("Owner's / PG's details", 12);
  writer.field('PG name', property.name);
  writer.field('Address', propertyAddress(property));
  writer.field('Phone', formatPhone(property.contactNumber));
  writer.field("Owner's name", null);
  writer.gap(16);
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
