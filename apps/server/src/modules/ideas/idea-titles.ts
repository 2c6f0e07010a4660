import { DUPLICATE_IDEA_TITLE } from '@seedmatch/shared/my-ideas';
import { conflict } from '../../lib/app-error';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors';

/**
 * The database's unique index on (founder, trimmed lower-cased title) decides, so two submissions racing
 * with the same title can't both win; its violation becomes the user's 409.
 */
export function rethrowDuplicateTitle(error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION, 'ideas_user_title_unique')) throw conflict(DUPLICATE_IDEA_TITLE);
  throw error;
}
