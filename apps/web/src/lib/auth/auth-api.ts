import { z } from 'zod';
import { CreateUserResultSchema, IdentitySchema, type Identity } from '@seedmatch/shared/auth';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { Role } from '@seedmatch/shared/roles';
import { CurrentUserSchema, type CurrentUser } from '@seedmatch/shared/users';
import { ApiError, apiRequest } from '../api-client';
import { getAuthToken, getReferralCode, getSignedInSnapshot, setDbUserId, setSignedInSnapshot } from '../storage';
import { turnPushOff } from '../push-device';
import { ME_PATH, SESSION_PATH } from './sign-in-check';

const SessionSchema = z.object({ identity: IdentitySchema });
const SnapshotSchema = z.object({ token: z.string(), identity: IdentitySchema, user: CurrentUserSchema });

/** `isLastKnown`: not checked with the server now (no connection), but as this browser last saw it. */
export type SignedIn = { identity: Identity; user: CurrentUser; isLastKnown?: boolean };

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
async function loadSignedIn(role: Role): Promise<SignedIn> {
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

function lastKnown(token: string): SignedIn | null {
  try {
    const snapshot = SnapshotSchema.parse(JSON.parse(getSignedInSnapshot() ?? 'null'));
    return snapshot.token === token ? { identity: snapshot.identity, user: snapshot.user, isLastKnown: true } : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in, kept for the next start; when the server cannot be reached, who was the last time it
 * could, for this same token (an app opened offline shows what it last loaded; decision 0054).
 */
export async function loadSignedInOrLastKnown(role: Role): Promise<SignedIn> {
  const token = getAuthToken() ?? '';
  try {
    const signedIn = await loadSignedIn(role);
    setSignedInSnapshot(JSON.stringify({ token, ...signedIn }));
    return signedIn;
  } catch (error) {
    const known = error instanceof ApiError && error.status === 0 ? lastKnown(token) : null;
    if (!known) throw error;
    return known;
  }
}

/** Revokes the session on the server; signing out locally goes ahead even if this fails. */
export async function revokeSession(): Promise<void> {
  const token = getAuthToken();
  if (!token) return;
  // Whoever signs in next on this device must not get this user's notifications.
  await turnPushOff().catch(() => undefined);
  await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
