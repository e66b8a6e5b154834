// GET /property/occupancy (issue 26): the current property's beds as the occupancy grid shows them.
import { z } from 'zod';
import { BED_STATES } from '../enums';
import { answerObject } from './common';

export const occupancyBedSchema = answerObject({
  _id: z.string(),
  bedNumber: z.number(),
  state: z.enum(BED_STATES).describe('OVERDUE over NOTICE over OCCUPIED; FREE when no one is on it'),
  notice: z.boolean().describe('the occupant has given notice (a standing one)'),
  overdue: z.boolean().describe('the occupant has an OVERDUE invoice'),
  tenant: answerObject({ _id: z.string(), fullName: z.string() }).nullable(),
});

export const occupancyAnswerSchema = answerObject({
  counts: answerObject({ FREE: z.number(), OCCUPIED: z.number(), NOTICE: z.number(), OVERDUE: z.number() }),
  floors: z.array(
    answerObject({
      floor: z.number(),
      rooms: z.array(
        answerObject({ _id: z.string(), roomNumber: z.string(), beds: z.array(occupancyBedSchema) }),
      ),
    }),
  ),
});

export type OccupancyAnswer = z.infer<typeof occupancyAnswerSchema>;
export type OccupancyBed = z.infer<typeof occupancyBedSchema>;
