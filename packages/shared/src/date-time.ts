import { z } from 'zod';

/** An example instant for the API document: what a client sees instead of a string made up from the pattern. */
export const EXAMPLE_DATE_TIME = '2026-11-23T18:30:00.000Z';

/** An instant as the API sends it (`Date#toISOString`, UTC), published as `format: date-time`. */
export const DateTimeSchema = z.iso.datetime().meta({ examples: [EXAMPLE_DATE_TIME] });
