/** PostgreSQL error codes the services turn into answers. */
export const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';

/** True when a database error (bare, or wrapped by Drizzle as `cause`) has this code and, if given, constraint. */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  if (e?.code !== code) return false;
  return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
}

/**
 * For a write's `.catch`: a row it refers to went while it ran (a foreign key it tripped on: an account or
 * an idea deleted at that moment) answers as though it had never been, with `gone()`; anything else is
 * thrown on.
 */
export function foreignKeyGoneAs(gone: () => Error): (error: unknown) => never {
  return (error) => {
    throw isPgError(error, PG_FOREIGN_KEY_VIOLATION) ? gone() : error;
  };
}
