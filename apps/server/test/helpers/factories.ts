import type { FastifyInstance } from 'fastify';
import { bearer } from './sign-in';

let sequence = 0;

/** Submits an idea through the API and returns it. */
export async function submitIdea(
  app: FastifyInstance,
  token: string,
  overrides: Partial<{ title: string; pitch: string; tags: string[] }> = {},
) {
  sequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/ideas/submit',
    headers: bearer(token),
    payload: {
      title: `Idea number ${sequence}`,
      pitch: 'A one-sentence pitch that is long enough.',
      tags: ['SaaS'],
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  return response.json().idea as { id: string; title: string; userId: string; tags: string[] };
}

export async function swipe(app: FastifyInstance, token: string, ideaId: string, direction: 'RIGHT' | 'LEFT') {
  return app.inject({ method: 'POST', url: '/api/ideas/swipe', headers: bearer(token), payload: { ideaId, direction } });
}

export async function deck(app: FastifyInstance, token: string, query = '') {
  const response = await app.inject({ url: `/api/ideas/deck${query}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`deck answered ${response.statusCode}: ${response.body}`);
  return response.json() as { id: string; title: string; userId: string }[];
}

let pairs = 0;
/** Two founders who have matched, with the match's chat room. */
export async function matchedPair(app: FastifyInstance) {
  pairs += 1;
  const { signUp } = await import('./sign-in');
  const a = await signUp(app, { email: `pair${pairs}-a@example.com`, name: `Alice ${pairs}` });
  const b = await signUp(app, { email: `pair${pairs}-b@example.com`, name: `Bruno ${pairs}` });
  const ideaA = await submitIdea(app, a.token, { title: `Pair ${pairs} idea A` });
  const ideaB = await submitIdea(app, b.token, { title: `Pair ${pairs} idea B` });
  await swipe(app, b.token, ideaA.id, 'RIGHT');
  const matched = (await swipe(app, a.token, ideaB.id, 'RIGHT')).json();
  const room = (await app.inject({ url: `/api/matches/${matched.matchData.id}`, headers: { authorization: `Bearer ${a.token}` } })).json();
  return { a, b, matchId: matched.matchData.id as string, roomId: room.chatRoom.id as string };
}

let clientIds = 0;
export const newClientId = () => `client-${Date.now().toString(36)}-${(clientIds += 1)}`;

export async function sendChat(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/chat/send',
    headers: { authorization: `Bearer ${token}` },
    payload: { clientId: newClientId(), ...payload },
  });
}
