import { z } from 'zod';
import { apiRequest } from '../api-client';
import { SESSION_PATH } from './sign-in-check';

const LiveSessionSchema = z.object({ expiresAt: z.string() });

/**
 * Asks whether the session still lives, for when the server ended this device's socket (a sign-out
 * elsewhere, a suspension): a 401 signs this browser out at once through the API client's session-ended hook.
 */
export async function checkSession(): Promise<void> {
  await apiRequest(SESSION_PATH, { schema: LiveSessionSchema }).catch(() => undefined);
}
