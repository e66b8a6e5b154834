// The police verification papers of each state (issue 45), as data: what each police's tenant
// form asks, in its order, where it is filed and by when. None of the portals has an API: the
// portal prints the paper pre-filled to copy from and links to where it is filed. Sources and
// which deadlines are confirmed or chosen: docs/kyc.md 'Police verification'.

/** What a line of a form is filled from; BLANK is left to fill by hand. */
export type PoliceFact =
  | 'TENANT_NAME'
  | 'FATHER_NAME'
  | 'DATE_OF_BIRTH'
  | 'PERMANENT_ADDRESS'
  | 'PREVIOUS_ADDRESS'
  | 'PHONE'
  | 'EMAIL'
  | 'PROFESSION'
  | 'WORKPLACE'
  | 'NATIONALITY'
  | 'ID_DOCUMENTS'
  | 'FAMILY_OR_REFERENCE'
  | 'LOCAL_GUARDIAN'
  | 'MOVED_IN_ON'
  | 'ROOM_AND_BED'
  | 'RENT'
  | 'OWNER_NAME'
  | 'OWNER_PHONE'
  | 'PROPERTY_NAME'
  | 'PROPERTY_ADDRESS'
  | 'POLICE_STATION'
  | 'BLANK';

export interface PoliceField {
  label: string;
  fact: PoliceFact;
}
export interface PoliceSection {
  heading: string;
  fields: PoliceField[];
}

export interface PoliceLayout {
  code: 'DL' | 'MH' | 'HR' | 'UP' | 'KA' | 'GENERIC';
  /** the GST state codes (shared/contracts gstin.ts) the layout serves; [] for the generic one */
  stateCodes: string[];
  name: string;
  heading: string;
  sections: PoliceSection[];
  portalName: string | null;
  portalUrl: string | null;
  /** days after the move-in by which it is filed; 0: by the move-in day (before letting) */
  dueDays: number;
  deadline: string;
  /** whether the number of days is confirmed from the sources or chosen (conservative) */
  deadlineConfirmed: boolean;
  source: string;
}

const f = (label: string, fact: PoliceFact): PoliceField => ({ label, fact });

const OWNER: PoliceSection = {
  heading: 'Landlord / owner',
  fields: [
    f('Name of the owner / manager', 'OWNER_NAME'),
    f('Phone', 'OWNER_PHONE'),
    f('PG name', 'PROPERTY_NAME'),
    f('Address of the premises let out', 'PROPERTY_ADDRESS'),
    f('Police station', 'POLICE_STATION'),
  ],
};

export const POLICE_LAYOUTS: readonly PoliceLayout[] = [
  {
    code: 'DL',
    stateCodes: ['07'],
    name: 'Delhi Police tenant registration',
    heading: 'DELHI POLICE: TENANT REGISTRATION (TENANT VERIFICATION FORM)',
    sections: [
      OWNER,
      {
        heading: 'Particulars of the tenant to whom the premises is let out',
        fields: [
          f('Name', 'TENANT_NAME'),
          f("Father's name", 'FATHER_NAME'),
          f('Date of birth', 'DATE_OF_BIRTH'),
          f('Mobile number', 'PHONE'),
          f('E-mail', 'EMAIL'),
          f('Occupation', 'PROFESSION'),
          f('Permanent address', 'PERMANENT_ADDRESS'),
          f('Previous address', 'PREVIOUS_ADDRESS'),
          f('Identity document (passport, driving licence, voter card, PAN, Aadhaar)', 'ID_DOCUMENTS'),
          f('Date of tenancy', 'MOVED_IN_ON'),
        ],
      },
      {
        heading: 'Family members information',
        fields: [f('Family member or reference (name, relation, phone)', 'FAMILY_OR_REFERENCE')],
      },
    ],
    portalName: 'Delhi Police citizen services',
    portalUrl: 'https://delhipolice.gov.in',
    dueDays: 0,
    deadline: 'Before letting: the order forbids letting until the particulars are given to the police.',
    deadlineConfirmed: true,
    source:
      'Delhi Police prohibitory orders (Section 144 CrPC, now Section 163 BNSS): no landlord shall let any accommodation unless the tenant’s particulars are furnished to the police station; online: Citizen services, Tenant registration (owner, tenant, family members, affidavit; a service request number is given)',
  },
  {
    code: 'MH',
    stateCodes: ['27'],
    name: 'Maharashtra (Mumbai Police) tenant information form',
    heading: 'TENANT INFORMATION FORM (MUMBAI POLICE CITIZEN PORTAL)',
    sections: [
      OWNER,
      {
        heading: 'Tenant information',
        fields: [
          f('Name of the tenant', 'TENANT_NAME'),
          f("Father's / husband's name", 'FATHER_NAME'),
          f('Date of birth', 'DATE_OF_BIRTH'),
          f('Mobile number', 'PHONE'),
          f('Nationality', 'NATIONALITY'),
          f('Permanent address', 'PERMANENT_ADDRESS'),
          f('Identity proof', 'ID_DOCUMENTS'),
          f('Place of work or study', 'WORKPLACE'),
          f('Tenancy from', 'MOVED_IN_ON'),
          f('Rent per month', 'RENT'),
          f('Reference (name, relation, phone)', 'FAMILY_OR_REFERENCE'),
        ],
      },
    ],
    portalName: 'Mumbai Police citizen portal',
    portalUrl: 'https://mumbaipolice.gov.in',
    dueDays: 0,
    deadline: 'Immediately on letting: due on the move-in day.',
    deadlineConfirmed: true,
    source:
      'Mumbai Police preventive orders (renewed every 60 days, e.g. 31 Mar to 29 May 2025): each landlord who has let any accommodation shall immediately furnish the tenant’s particulars on the citizen portal; foreigners add passport and visa details',
  },
  {
    code: 'HR',
    stateCodes: ['06'],
    name: 'Haryana Police tenant verification (HarSamay)',
    heading: 'HARYANA POLICE: TENANT VERIFICATION REQUEST (HARSAMAY)',
    sections: [
      OWNER,
      {
        heading: 'Tenant information',
        fields: [
          f('Name', 'TENANT_NAME'),
          f("Father's name", 'FATHER_NAME'),
          f('Date of birth', 'DATE_OF_BIRTH'),
          f('Mobile number', 'PHONE'),
          f('Occupation', 'PROFESSION'),
          f('Identity proof', 'ID_DOCUMENTS'),
          f('Permanent address', 'PERMANENT_ADDRESS'),
          f('Present address (the premises) from', 'MOVED_IN_ON'),
        ],
      },
      {
        heading: 'References and family members',
        fields: [
          f('Reference 1 (name, relation, phone)', 'FAMILY_OR_REFERENCE'),
          f('Reference 2 (name, address, phone)', 'LOCAL_GUARDIAN'),
        ],
      },
    ],
    portalName: 'HarSamay (Haryana Police citizen portal)',
    portalUrl: 'https://haryanapoliceonline.gov.in',
    dueDays: 0,
    deadline: 'Before the tenant moves in (chosen: no number of days confirmed).',
    deadlineConfirmed: false,
    source:
      'HarSamay citizen portal, Verification services, Tenant verification request: owner, tenant, two references, address, family members (optional), fee ₹50, a request number is given; Gurugram District Magistrate’s order of 12 Nov 2025 under Section 163 BNSS makes police verification of tenants and PG residents mandatory',
  },
  {
    code: 'UP',
    stateCodes: ['09'],
    name: 'UP Police tenant verification (UPCOP)',
    heading: 'UTTAR PRADESH POLICE: TENANT VERIFICATION (UPCOP)',
    sections: [
      OWNER,
      {
        heading: 'Tenant details',
        fields: [
          f('Name', 'TENANT_NAME'),
          f("Father's name", 'FATHER_NAME'),
          f('Date of birth', 'DATE_OF_BIRTH'),
          f('Mobile number', 'PHONE'),
          f('Occupation', 'PROFESSION'),
          f('Permanent address', 'PERMANENT_ADDRESS'),
          f('Identity proof (Aadhaar or other)', 'ID_DOCUMENTS'),
          f('Date of occupancy', 'MOVED_IN_ON'),
          f('Family member or reference', 'FAMILY_OR_REFERENCE'),
        ],
      },
    ],
    portalName: 'UPCOP (UP Police citizen services)',
    portalUrl: 'https://uppolice.gov.in',
    dueDays: 30,
    deadline: 'Before letting or within one month of occupancy.',
    deadlineConfirmed: true,
    source:
      'Lucknow Police Commissionerate, Operation Pehchaan (Nov 2025): landlords register every tenant on the police website or the UPCOP app before letting or within one month of occupancy, keeping the tenant’s photo, ID, mobile number and permanent address',
  },
  {
    code: 'KA',
    stateCodes: ['29'],
    name: 'Karnataka (Bengaluru) police verification of tenants',
    heading: 'KARNATAKA STATE POLICE: TENANT VERIFICATION FORM',
    sections: [
      OWNER,
      {
        heading: 'Tenant details',
        fields: [
          f('Name', 'TENANT_NAME'),
          f("Father's name", 'FATHER_NAME'),
          f('Date of birth', 'DATE_OF_BIRTH'),
          f('Mobile number', 'PHONE'),
          f('E-mail', 'EMAIL'),
          f('Permanent address', 'PERMANENT_ADDRESS'),
          f('Identity document', 'ID_DOCUMENTS'),
          f('Place of work or study', 'WORKPLACE'),
          f('Tenancy from', 'MOVED_IN_ON'),
          f('Duration of tenancy', 'BLANK'),
          f('Rent per month', 'RENT'),
          f('Room and bed (PG)', 'ROOM_AND_BED'),
          f('Local reference', 'LOCAL_GUARDIAN'),
        ],
      },
    ],
    portalName: 'Karnataka One',
    portalUrl: 'https://www.karnatakaone.gov.in',
    dueDays: 1,
    deadline: 'Within 24 hours of the tenant moving in (chosen from a secondary source).',
    deadlineConfirmed: false,
    source:
      'Karnataka One service Police Verification, Tenant verification (form with landlord and tenant names, addresses, contacts, property address, duration and rent, ID numbers); Mysuru City Police Suraksha-2 form for PGs (Nov 2022)',
  },
  {
    code: 'GENERIC',
    stateCodes: [],
    name: 'Tenant information form (police verification)',
    heading: 'TENANT INFORMATION FORM (POLICE VERIFICATION)',
    sections: [
      {
        heading: 'Tenant',
        fields: [
          f('Full name', 'TENANT_NAME'),
          f("Father's / guardian's name", 'FATHER_NAME'),
          f('Date of birth', 'DATE_OF_BIRTH'),
          f('Permanent address', 'PERMANENT_ADDRESS'),
          f('Phone', 'PHONE'),
          f('E-mail', 'EMAIL'),
          f('Profession', 'PROFESSION'),
          f('Place of work or study', 'WORKPLACE'),
          f('Nationality', 'NATIONALITY'),
          f('Identity documents', 'ID_DOCUMENTS'),
        ],
      },
      {
        heading: 'Emergency contact',
        fields: [f('Name, relation, phone', 'FAMILY_OR_REFERENCE'), f('Local guardian', 'LOCAL_GUARDIAN')],
      },
      {
        heading: 'Stay',
        fields: [
          f('Date of entry', 'MOVED_IN_ON'),
          f('Room and bed', 'ROOM_AND_BED'),
          f('Previous address', 'PREVIOUS_ADDRESS'),
        ],
      },
      OWNER,
    ],
    portalName: null,
    portalUrl: null,
    dueDays: 7,
    deadline: 'Within 7 days of the move-in (chosen: states without a layout here differ).',
    deadlineConfirmed: false,
    source: 'The common fields of the city forms above; filed at the local police station',
  },
];

export const GENERIC_LAYOUT = POLICE_LAYOUTS.find((layout) => layout.code === 'GENERIC')!;

/** The layout of a GST state code ('07' Delhi…); the generic one for any other or none. */
export function layoutOfState(stateCode: string | null): PoliceLayout {
  return (
    POLICE_LAYOUTS.find((layout) => stateCode && layout.stateCodes.includes(stateCode)) ?? GENERIC_LAYOUT
  );
}
