import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { SwipeResultSchema } from '@seedmatch/shared/ideas';
import { MatchListSchema } from '@seedmatch/shared/matches';
import { recordCalls } from '../testing/calls';
import { uuid } from '../testing/ideas';
import { apiError, json, plainText } from '../testing/respond';
import { server } from '../testing/server';
import { ApiError, apiRequest, errorMessageOf, onSessionEnded } from './api-client';

const MATCHES = '/api/matches';
/** `/matches` answers `answer`. */
const matchesAnswer = (answer: () => Response) => server.use(http.get(MATCHES, answer));

describe('errorMessageOf (§8 generic API failure)', () => {
  it("uses the server's error field", async () => {
    expect(await errorMessageOf(Response.json({ error: 'User already exists' }, { status: 409 }))).toBe('User already exists');
  });
  it('falls back to "Request failed" for a JSON body without one', async () => {
    expect(await errorMessageOf(Response.json({ message: 'x' }, { status: 400 }))).toBe('Request failed');
  });
  it('falls back to "HTTP {status}: {statusText}" when the body is not JSON', async () => {
    const response = new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    expect(await errorMessageOf(response)).toBe('HTTP 502: Bad Gateway');
  });
});

describe('apiRequest', () => {
  it('fails before calling when there is no token', async () => {
    const calls = recordCalls();
    await expect(apiRequest('/users/me', { schema: z.object({}) })).rejects.toThrow('No authentication token found');
    expect(calls).toEqual([]);
  });

  it('sends the bearer token and JSON to /api, and parses the answer', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    const sent: { method: string; contentType: string | null; authorization: string | null; body: string }[] = [];
    const answer = { message: 'Swipe recorded', isMatch: false, matchData: null };
    server.use(
      http.post('/api/ideas/swipe', async ({ request }) => {
        const { method, headers } = request;
        sent.push({
          method,
          contentType: headers.get('Content-Type'),
          authorization: headers.get('Authorization'),
          body: await request.text(),
        });
        return json(SwipeResultSchema, answer);
      }),
    );
    const body = { ideaId: uuid(1), direction: 'RIGHT' };
    const result = await apiRequest('/ideas/swipe', { method: 'POST', body, schema: SwipeResultSchema });
    expect(result).toEqual(answer);
    expect(sent).toEqual([
      { method: 'POST', contentType: 'application/json', authorization: 'Bearer tok-123', body: JSON.stringify(body) },
    ]);
  });

  it('throws an ApiError with the status and message of a failure', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    matchesAnswer(() => apiError(403, 'Nope'));
    const error = await apiRequest('/matches', { schema: MatchListSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Nope' });
  });
});

describe('apiRequest failures a screen words itself', () => {
  it('reports a network failure as "Network error. Please try again."', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    matchesAnswer(() => HttpResponse.error());
    await expect(apiRequest('/matches', { schema: MatchListSchema })).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please try again.',
    });
  });

  it("uses the screen's fallback when the server says nothing, and its message fields in order", async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    matchesAnswer(() => plainText(500, 'oops', 'Server Error'));
    await expect(apiRequest('/matches', { schema: MatchListSchema, fallbackMessage: 'Failed to submit idea' })).rejects.toThrow(
      'Failed to submit idea',
    );
    // A body with both fields, as the original API's swipe answered: not the error contract, so no `apiError`.
    matchesAnswer(() => HttpResponse.json({ message: 'Idea not found', error: 'x' }, { status: 404 }));
    await expect(
      apiRequest('/matches', { schema: MatchListSchema, fallbackMessage: 'Failed to record swipe', messageFields: ['message', 'error'] }),
    ).rejects.toThrow('Idea not found');
  });
});

describe('a session ended on the server', () => {
  it('tells the listeners once when an authenticated call answers 401, and not for other failures', async () => {
    window.localStorage.setItem('authToken', 'tok-revoked');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    matchesAnswer(() => apiError(403, 'Not signed in'));
    await expect(apiRequest('/matches', { schema: MatchListSchema })).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    matchesAnswer(() => apiError(401, 'Not signed in'));
    await expect(apiRequest('/matches', { schema: MatchListSchema })).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing when another sign-in replaced the token while the call was out', async () => {
    window.localStorage.setItem('authToken', 'tok-old');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    matchesAnswer(() => {
      window.localStorage.setItem('authToken', 'tok-new');
      return apiError(401, 'Not signed in');
    });
    await expect(apiRequest('/matches', { schema: MatchListSchema })).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
