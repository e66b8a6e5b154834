// Electricity by meter (issue 25): POST /room/{roomId}/meter-readings and the PUT that corrects the
// latest reading. Multipart (the photo travels beside it): fields arrive as text. Readings are whole
// units (kWh), as a meter's display and the board's bills show them.
import { z } from 'zod';
import { isoDate } from './billing';
import { numberFromText } from './form-text';
import { REQUIRED } from './messages';

/** The highest reading accepted: more digits than any meter has. */
export const MAX_METER_READING = 99_999_999;

export const meterReadingSchema = z.object({
  readingDate: isoDate,
  reading: z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? REQUIRED
            : 'Enter the reading in units as the meter shows it, e.g. 12345',
      })
      .int('Enter the reading in whole units, e.g. 12345')
      .min(0, 'The reading cannot be negative')
      .max(MAX_METER_READING, `The reading can be at most ${MAX_METER_READING}`),
  ),
});
export type MeterReadingInput = z.input<typeof meterReadingSchema>;
export type MeterReadingValues = z.output<typeof meterReadingSchema>;
