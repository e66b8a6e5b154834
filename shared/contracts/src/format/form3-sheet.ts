// The Form III data sheet's rows (issue 45), in the order the immigration portal's Form III (the
// online form long known as Form C) asks them: the screen's table and the PDF print the same rows.
import { VISA_KIND_LABELS } from '../enums';
import type { Form3SheetAnswer } from '../responses';
import { formatDayMonthYear } from './dates';
import { formatIndiaTime } from './india-time';

const GENDER: Record<string, string> = { F: 'Female', M: 'Male', T: 'Transgender' };

/** [label, value] in the form's order; a value we do not hold is ''. */
export function form3SheetRows(sheet: Form3SheetAnswer): Array<[string, string]> {
  const d = sheet.details;
  const day = (value: string | null) => (value ? formatDayMonthYear(value) : '');
  return [
    ['Full name', sheet.fullName],
    ['Gender', d.gender ? (GENDER[d.gender] ?? d.gender) : ''],
    ['Date of birth', day(sheet.dateOfBirth)],
    ['Nationality', d.nationality],
    ['Permanent address abroad', d.permanentAddressAbroad],
    ['Phone in the home country', d.permanentPhone],
    ['Passport number', d.passportNumber ?? ''],
    ['Passport place of issue', d.passportPlaceOfIssue],
    ['Passport date of issue', day(d.passportIssuedOn)],
    ['Passport valid till', day(d.passportExpiresOn)],
    ['Visa kind', d.visaKind ? VISA_KIND_LABELS[d.visaKind] : ''],
    ['Visa number', d.visaNumber ?? ''],
    ['Visa type', d.visaType],
    ['Visa place of issue', d.visaPlaceOfIssue],
    ['Visa date of issue', day(d.visaIssuedOn)],
    ['Visa valid till', day(d.visaExpiresOn)],
    ['Arrived from', d.arrivedFrom],
    ['Date of arrival in India', day(d.arrivedInIndiaOn)],
    ['Arrival at the accommodation', formatIndiaTime(d.arrivedAt)],
    ['Intended duration of stay', d.intendedStay],
    ['Purpose of stay', d.purposeOfStay],
    ['Employed in India', d.employedInIndia ? 'Yes' : 'No'],
    ['Address in India (the accommodation)', `${sheet.property.name}, ${sheet.property.address}`],
    ['Mobile in India', sheet.phoneNumber],
    ['E-mail', sheet.email],
    ['Next destination', d.nextDestination],
    ['Departure from the accommodation', d.departedAt ? formatIndiaTime(d.departedAt) : ''],
  ];
}
