import { z } from 'zod';

/**
 * A whole number in a query string as people write one ("20", "-60"). `Number` alone took "0x10", "1e1",
 * "+5" and an empty value (as 0), and said "received NaN" for a parameter given twice.
 */
export const queryInt = () =>
  z
    .string()
    .regex(/^-?\d{1,15}$/, 'Expected a whole number')
    .transform(Number);
