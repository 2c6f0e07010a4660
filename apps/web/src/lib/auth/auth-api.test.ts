import { beforeEach, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { CreateUserResultSchema, IdentitySchema } from '@seedmatch/shared/auth';
import { CurrentUserSchema } from '@seedmatch/shared/users';
import { apiError, json } from '../../testing/respond';
import { server } from '../../testing/server';
import { aUser, anIdentity } from '../../testing/users';
import { loadSignedInOrLastKnown as loadSignedIn } from './auth-api';

const SessionSchema = z.object({ identity: IdentitySchema });
const identity = anIdentity();
const user = aUser({ email: identity.email, name: 'Ada' });

/** A call held open until the test answers it. */
type Pending = { path: string; answer: (response: Response) => void };
let pending: Pending[];

beforeEach(() => {
  window.localStorage.setItem('authToken', 'tok-1');
  pending = [];
  server.use(
    http.all('/api/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      return new Promise<Response>((answer) => void pending.push({ path, answer }));
    }),
  );
});

const paths = () => pending.map((call) => call.path);
/** Answers the latest held call to `path`, once the client has made it. */
async function answer(path: string, response: Response) {
  await vi.waitFor(() => expect(paths()).toContain(path));
  pending
    .filter((call) => call.path === path)
    .at(-1)!
    .answer(response);
}

it('asks for the session and the user at once', async () => {
  const loading = loadSignedIn('FOUNDER');
  await vi.waitFor(() => expect(pending).toHaveLength(2));
  expect(paths().sort()).toEqual(['/api/auth/session', '/api/users/me']);
  await answer('/api/users/me', json(CurrentUserSchema, user));
  await answer('/api/auth/session', json(SessionSchema, { identity }));
  expect(await loading).toEqual({ identity, user });
});

it('creates the backend user when the session has no user yet', async () => {
  const loading = loadSignedIn('INVESTOR');
  await answer('/api/users/me', apiError(404, 'User not found'));
  await answer('/api/auth/session', json(SessionSchema, { identity }));
  const created = { id: user.id, email: user.email, name: user.name, role: 'INVESTOR' as const };
  await answer('/api/auth/create-user', json(CreateUserResultSchema, { user: created }));
  await vi.waitFor(() => expect(paths().filter((path) => path === '/api/users/me')).toHaveLength(2));
  await answer('/api/users/me', json(CurrentUserSchema, { ...user, role: 'INVESTOR' }));
  expect((await loading).user.role).toBe('INVESTOR');
});

it('fails with the session when the session is refused', async () => {
  const loading = loadSignedIn('FOUNDER');
  await answer('/api/users/me', apiError(401, 'Unauthorized'));
  await answer('/api/auth/session', apiError(401, 'Unauthorized'));
  await expect(loading).rejects.toMatchObject({ status: 401 });
});

/** Signs in once with the server answering, which keeps the snapshot an offline start uses. */
async function signInOnline() {
  const loading = loadSignedIn('FOUNDER');
  await answer('/api/users/me', json(CurrentUserSchema, user));
  await answer('/api/auth/session', json(SessionSchema, { identity }));
  await loading;
  pending = [];
}

const unreachable = () => server.use(http.all('/api/*', () => HttpResponse.error()));

it('with no connection, starts as the user this token last was, marked as not checked', async () => {
  await signInOnline();
  unreachable();
  expect(await loadSignedIn('FOUNDER')).toEqual({ identity, user, isLastKnown: true });
});

it('with no connection and no snapshot, fails as before', async () => {
  unreachable();
  await expect(loadSignedIn('FOUNDER')).rejects.toMatchObject({ status: 0 });
});

it('never starts offline as someone else: a snapshot of another token is not used', async () => {
  await signInOnline();
  window.localStorage.setItem('authToken', 'tok-2');
  unreachable();
  await expect(loadSignedIn('FOUNDER')).rejects.toMatchObject({ status: 0 });
});

it('a refused session is refused even with a snapshot: only a lost connection falls back to it', async () => {
  await signInOnline();
  const loading = loadSignedIn('FOUNDER');
  await answer('/api/users/me', apiError(401, 'Unauthorized'));
  await answer('/api/auth/session', apiError(401, 'Unauthorized'));
  await expect(loading).rejects.toMatchObject({ status: 401 });
});
