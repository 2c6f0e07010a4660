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
