import { z } from 'zod';

/**
 * Every failed API call answers this body (docs/product.md#limits-and-errors). Apart from the messages in
 * `errors.ts`, which the landing page imports without zod.
 */
export const ErrorBodySchema = z.object({ error: z.string().min(1) });
