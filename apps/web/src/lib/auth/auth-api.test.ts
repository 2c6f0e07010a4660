import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { loadSignedIn } from './auth-api';

const identity = { uid: 'uid-1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };
const user = aUser({ email: 'ada@example.com', name: 'Ada' });

type Pending = { url: string; answer: (response: Response) => void };
let pending: Pending[];

beforeEach(() => {
  window.localStorage.setItem('authToken', 'tok-1');
  pending = [];
  vi.stubGlobal('fetch', (url: string) => new Promise<Response>((answer) => pending.push({ url, answer })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const answer = (url: string, response: Response) => pending.find((call) => call.url === url)!.answer(response);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('asks for the session and the user at once', async () => {
  const loading = loadSignedIn('FOUNDER');
  await settle();
  expect(pending.map((call) => call.url).sort()).toEqual(['/api/auth/session', '/api/users/me']);
  answer('/api/users/me', Response.json(user));
  answer('/api/auth/session', Response.json({ identity }));
  expect(await loading).toEqual({ identity, user });
});

it('creates the backend user when the session has no user yet', async () => {
  const loading = loadSignedIn('INVESTOR');
  await settle();
  answer('/api/users/me', Response.json({ error: 'User not found' }, { status: 404 }));
  answer('/api/auth/session', Response.json({ identity }));
  await settle();
  expect(pending.map((call) => call.url)).toContain('/api/auth/create-user');
  answer('/api/auth/create-user', Response.json({ user: { id: user.id, email: user.email, name: user.name, role: 'INVESTOR' } }));
  await settle();
  pending
    .filter((call) => call.url === '/api/users/me')
    .at(-1)!
    .answer(Response.json({ ...user, role: 'INVESTOR' }));
  expect((await loading).user.role).toBe('INVESTOR');
});

it('fails with the session when the session is refused', async () => {
  const loading = loadSignedIn('FOUNDER');
  await settle();
  answer('/api/users/me', Response.json({ error: 'Unauthorized' }, { status: 401 }));
  answer('/api/auth/session', Response.json({ error: 'Unauthorized' }, { status: 401 }));
  await expect(loading).rejects.toMatchObject({ status: 401 });
});
