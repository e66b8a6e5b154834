// Properties, rooms and beds as the API answers them (SPEC §3), inferred from
// responses/properties.ts. Money in rupees.
import type { z } from 'zod';
import type {
  bedAnswerSchema,
  propertyAnswerSchema,
  propertyDetailAnswerSchema,
  roomAnswerSchema,
} from '../responses/properties';

/** GET /property/all-propertis rows and GET /property/{id}. */
export type Property = z.output<typeof propertyAnswerSchema>;

/** GET /property/{id}: the property with its rooms. */
export type PropertyDetail = z.output<typeof propertyDetailAnswerSchema>;

export type Amenity = Property['amenities'][number];
export type Address = Property['address'];
export type PropertyManagerRef = Property['managers'][number];

export type Bed = z.output<typeof bedAnswerSchema>;
export type BedOccupant = NonNullable<Bed['occupant']>;

/** Rows of GET /room/ and GET /room/property/{id}, and GET /room/{roomId} (with beds). */
export type Room = z.output<typeof roomAnswerSchema>;
