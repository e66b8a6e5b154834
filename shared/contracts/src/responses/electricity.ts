// Electricity by meter (issue 25) as the API answers it. Money in rupees, readings in units.
import { z } from 'zod';
import { CHARGE_STATUSES } from '../enums';
import { answerObject, fileRefSchema, timestamp } from './common';

const day = z.string().describe('YYYY-MM-DD');

/** GET /room/{roomId}/meter-readings: one reading and, after the first, the period it closes. */
export const meterReadingAnswerSchema = answerObject({
  _id: z.string(),
  roomId: z.string(),
  readingDate: day,
  reading: z.number().describe('units (kWh) on the meter'),
  photo: fileRefSchema.nullable(),
  periodStart: day.nullable().describe('the day after the previous reading; null for the first reading'),
  units: z.number().nullable(),
  rate: z.number().nullable().describe('₹ per unit when recorded'),
  cost: z.number().nullable(),
  unbilled: z.number().describe('the cost of days nobody stayed: kept with the property, billed to no one'),
  billed: z.boolean().describe('whether an invoice took any of its shares (it can no longer be corrected)'),
  isLatest: z.boolean(),
  createdAt: timestamp,
});

const worksheetReadingSchema = answerObject({
  _id: z.string(),
  readingDate: day,
  reading: z.number(),
  photo: fileRefSchema.nullable(),
});

/** GET /room/{roomId}/electricity/{readingId} and the tenant's /tenant/my-electricity/{readingId}. */
export const electricityWorksheetAnswerSchema = answerObject({
  readingId: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  periodStart: day,
  periodEnd: day,
  periodDays: z.number(),
  previous: worksheetReadingSchema,
  current: worksheetReadingSchema,
  units: z.number(),
  rate: z.number(),
  cost: z.number(),
  unbilled: z.number(),
  shares: z.array(
    answerObject({
      tenantId: z.string().nullable().describe("null in a tenant's view for the others"),
      name: z.string().describe("'another tenant' in a tenant's view for the others"),
      isYou: z.boolean(),
      days: z.number(),
      share: z.number(),
      status: z.enum(CHARGE_STATUSES).nullable().describe('null when staff removed the charge'),
    }),
  ),
});

/** GET /tenant/my-electricity: the signed-in tenant's shares, newest period first. */
export const myElectricityShareAnswerSchema = answerObject({
  readingId: z.string(),
  roomNumber: z.string(),
  periodStart: day,
  periodEnd: day,
  days: z.number(),
  share: z.number(),
  status: z.enum(CHARGE_STATUSES).nullable(),
});

export type MeterReadingAnswer = z.infer<typeof meterReadingAnswerSchema>;
export type ElectricityWorksheetAnswer = z.infer<typeof electricityWorksheetAnswerSchema>;
export type MyElectricityShareAnswer = z.infer<typeof myElectricityShareAnswerSchema>;
