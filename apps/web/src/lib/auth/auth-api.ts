import { z } from 'zod';
import { CreateUserResultSchema, IdentitySchema, type Identity } from '@seedmatch/shared/auth';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { Role } from '@seedmatch/shared/roles';
import { CurrentUserSchema, type CurrentUser } from '@seedmatch/shared/users';
import { ApiError, apiRequest } from '../api-client';
import { getAuthToken, getReferralCode, setDbUserId } from '../storage';
import { turnPushOff } from '../push-device';
import { ME_PATH, SESSION_PATH } from './sign-in-check';

const SessionSchema = z.object({ identity: IdentitySchema });

export type SignedIn = { identity: Identity; user: CurrentUser };

const getMe = () => apiRequest(ME_PATH, { schema: CurrentUserSchema });

/**
 * The sign-in step of docs/product.md#sign-in-and-sessions: register the identity in the backend with the
 * chosen role. "User already exists" counts as success.
 */
async function ensureBackendUser(identity: Identity, role: Role): Promise<CurrentUser> {
  try {
    await apiRequest('/auth/create-user', {
      method: 'POST',
      schema: CreateUserResultSchema,
      body: {
        email: identity.email,
        name: identity.displayName ?? undefined,
        firebaseUid: identity.uid,
        role,
        referralCode: getReferralCode() ?? undefined,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.message.includes(ERROR_MESSAGES.userExists))) throw error;
  }
  return getMe();
}

/** Loads who is signed in, creating the backend user on first sign-in. */
export async function loadSignedIn(role: Role): Promise<SignedIn> {
  // Both go out at once, one round trip instead of two: the user needs the session's identity only when new.
  const me = getMe().then(
    (user) => ({ user }),
    (error: unknown) => ({ error }),
  );
  const { identity } = await apiRequest(SESSION_PATH, { schema: SessionSchema });
  const found = await me;
  let user: CurrentUser;
  if ('user' in found) user = found.user;
  else if (found.error instanceof ApiError && found.error.status === 404) user = await ensureBackendUser(identity, role);
  else throw found.error;
  setDbUserId(identity.uid, user.id);
  return { identity, user };
}

/** Revokes the session on the server; signing out locally goes ahead even if this fails. */
export async function revokeSession(): Promise<void> {
  const token = getAuthToken();
  if (!token) return;
  // Whoever signs in next on this device must not get this user's notifications.
  await turnPushOff().catch(() => undefined);
  await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
