import type { z } from 'zod';
import { badRequest } from './app-error';

/** Parses untrusted input with a shared schema; a mismatch becomes a 400 that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid request. ${where}${issue?.message ?? 'malformed input'}`);
}
