// Properties, rooms and beds as the API answers them (types/properties.ts). Money in rupees.
import { z } from 'zod';
import { GENDER_TYPES, LATE_FEE_POLICIES, PROPERTY_TYPES } from '../enums';
import { answerObject, fileRefSchema, timestamp } from './common';
import { TALLY_LEDGER_FIELDS, type TallyLedgerField } from '../schemas/tally';

const amenitySchema = answerObject({ name: z.string(), available: z.boolean() });

export const bedAnswerSchema = answerObject({
  _id: z.string(),
  bedNumber: z.number(),
  isOccupied: z.boolean(),
  occupant: answerObject({
    _id: z.string(),
    fullName: z.string(),
    phoneNumber: z.string(),
    profilePhoto: fileRefSchema.nullable(),
    dueAmount: z.number().describe('what the occupant owes on their invoices'),
    leavesOn: z.string().nullable().describe('the move-out date of their standing notice, or null'),
  }).nullable(),
});

export const roomAnswerSchema = answerObject({
  _id: z.string(),
  roomNumber: z.string(),
  floor: z.number(),
  bedCapacity: z.number(),
  propertyId: answerObject({ _id: z.string(), name: z.string() }),
  roomImage: fileRefSchema.nullable(),
  amenities: z.array(amenitySchema),
  beds: z.array(bedAnswerSchema),
  occupiedBeds: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const propertyAnswerSchema = answerObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  allowedFor: z.enum(GENDER_TYPES).nullable(),
  rules: z.string(),
  category: z.enum(PROPERTY_TYPES).nullable(),
  contactNumber: z.string(),
  upiId: z.string().describe("the UPI ID rent is paid to ('' for none)"),
  landlordPan: z.string().describe("the landlord's PAN printed on HRA rent receipts ('' for none; issue 44)"),
  gstin: z.string().optional().describe("the property's GSTIN ('' when not registered for GST; issue 44)"),
  gstLegalName: z.string().optional().describe('the legal name registered with the GSTIN'),
  gstState: z
    .string()
    .optional()
    .describe("the state of the GSTIN, read from its first two digits ('' when none)"),
  lateFeePolicy: z.enum(LATE_FEE_POLICIES).describe('the late fee an overdue invoice takes'),
  lateFeeAmount: z.number().describe('FLAT: the fee; PER_DAY: the fee per day; 0 with NONE'),
  lateFeeGraceDays: z.number().describe('days after the due date before the first fee'),
  lateFeeCap: z.number().describe('PER_DAY: the most one invoice is charged; else 0'),
  agreementText: z
    .string()
    .describe("the leave-and-licence clauses with {{placeholders}} ('' for the standard text)"),
  tallyLedgers: answerObject(
    Object.fromEntries(TALLY_LEDGER_FIELDS.map((field) => [field, z.string()])) as Record<
      TallyLedgerField,
      z.ZodString
    >,
  ).describe(
    "the ledger names of the Tally export (issue 44), defaults filled in; company '' means the property's name",
  ),
  coverImage: fileRefSchema.nullable(),
  hasCanteen: z.boolean(),
  mealOptOutCutoff: z.string().describe('HH:MM, Asia/Kolkata: days away are marked before it the day before'),
  mealCreditMinDays: z.number().describe('the fewest consecutive days away that earn a meal credit'),
  electricityRate: z.number().describe('₹ per unit of electricity; 0 until set'),
  roomsHaveMeters: z.boolean().describe('whether each room has its own meter (readings per room)'),
  noticePeriodDays: z.number().describe('days of notice a tenant gives before moving out'),
  refundPeriodDays: z.number().describe('days after the move-out the deposit is refunded within'),
  state: z
    .string()
    .optional()
    .describe(
      "the state's GST code chosen for the police verification form ('' when read from the GSTIN or PIN code; issue 45)",
    ),
  retentionDays: z
    .number()
    .describe(
      'days after a tenant moved out and was settled before their ID data, documents and photos are erased (issue 45)',
    ),
  address: answerObject({ fullAddress: z.string(), area: z.string(), city: z.string(), pinCode: z.string() }),
  amenities: z.array(amenitySchema),
  totalRooms: z.number(),
  totalBeds: z.number(),
  availableBeds: z.number(),
  assignedTenants: z.number(),
  managers: z.array(answerObject({ _id: z.string(), name: z.string(), avatar: fileRefSchema.nullable() })),
  isCurrent: z.boolean().describe("whether it is the caller's current property"),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const propertyDetailAnswerSchema = propertyAnswerSchema.extend({
  rooms: z.array(roomAnswerSchema),
  monthlyRevenue: z
    .number()
    .describe("this month's collection (Asia/Kolkata): payments minus reversals dated in it, in rupees"),
});
