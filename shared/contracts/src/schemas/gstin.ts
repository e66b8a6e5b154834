// A GSTIN (issue 44, docs/taxes.md): 15 characters, the state code (2 digits), the holder's PAN
// (10), the entity number (1-9, A-Z), 'Z', and a check character (Luhn mod 36 over the first 14).
// The state is read from the GSTIN: a property's state is never typed twice.

/** The GST state codes in use, with their names; UTGST marks a Union territory without a legislature. */
export const GST_STATES: Readonly<Record<string, { name: string; utgst?: true }>> = {
  '01': { name: 'Jammu and Kashmir' },
  '02': { name: 'Himachal Pradesh' },
  '03': { name: 'Punjab' },
  '04': { name: 'Chandigarh', utgst: true },
  '05': { name: 'Uttarakhand' },
  '06': { name: 'Haryana' },
  '07': { name: 'Delhi' },
  '08': { name: 'Rajasthan' },
  '09': { name: 'Uttar Pradesh' },
  '10': { name: 'Bihar' },
  '11': { name: 'Sikkim' },
  '12': { name: 'Arunachal Pradesh' },
  '13': { name: 'Nagaland' },
  '14': { name: 'Manipur' },
  '15': { name: 'Mizoram' },
  '16': { name: 'Tripura' },
  '17': { name: 'Meghalaya' },
  '18': { name: 'Assam' },
  '19': { name: 'West Bengal' },
  '20': { name: 'Jharkhand' },
  '21': { name: 'Odisha' },
  '22': { name: 'Chhattisgarh' },
  '23': { name: 'Madhya Pradesh' },
  '24': { name: 'Gujarat' },
  // 25 (Daman and Diu) was merged into 26 in 2020; 28 was Andhra Pradesh before 2014 (now 37).
  '26': { name: 'Dadra and Nagar Haveli and Daman and Diu', utgst: true },
  '27': { name: 'Maharashtra' },
  '29': { name: 'Karnataka' },
  '30': { name: 'Goa' },
  '31': { name: 'Lakshadweep', utgst: true },
  '32': { name: 'Kerala' },
  '33': { name: 'Tamil Nadu' },
  '34': { name: 'Puducherry' },
  '35': { name: 'Andaman and Nicobar Islands', utgst: true },
  '36': { name: 'Telangana' },
  '37': { name: 'Andhra Pradesh' },
  '38': { name: 'Ladakh', utgst: true },
};

const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (Luhn mod 36: weights 1, 2, 1, 2… from the left). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CODE_POINTS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36]!;
}

/** PAN holder types (the PAN's 4th character): Person, Company, HUF, Firm, AOP, Trust, BOI, Local authority, Juridical person, Government, LLP. */
const PAN_PART = /^[A-Z]{3}[PCHFATBLJGE][A-Z][0-9]{4}[A-Z]$/;

/** What is wrong with a GSTIN (upper case, trimmed), or null when it is a valid one. */
export function gstinProblem(gstin: string): string | null {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return 'Enter the GSTIN as 15 letters and digits, e.g. 27AAPFU0939F1ZV';
  const state = gstin.slice(0, 2);
  if (!GST_STATES[state])
    return `The GSTIN starts with ${state}, which is not a GST state code in use (01 to 38, not 25 or 28)`;
  if (!PAN_PART.test(gstin.slice(2, 12)))
    return 'Characters 3 to 12 of the GSTIN must be the holder’s PAN: 5 letters, 4 digits and a letter';
  if (!/^[1-9A-Z]Z$/.test(gstin.slice(12, 14)))
    return 'Character 13 of the GSTIN is the registration number (1-9 or A-Z) and character 14 is Z';
  if (gstinCheckCharacter(gstin) !== gstin[14])
    return 'The last character of this GSTIN does not match the rest: check it for a typing mistake';
  return null;
}

/** The state of a valid GSTIN: its code and name. */
export function gstinState(gstin: string): { code: string; name: string; utgst: boolean } | null {
  const code = gstin.slice(0, 2);
  const state = GST_STATES[code];
  return state ? { code, name: state.name, utgst: state.utgst === true } : null;
}
