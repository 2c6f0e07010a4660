import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessageOf, onSessionEnded } from './api-client';

afterEach(() => vi.unstubAllGlobals());

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
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/users/me', { schema: z.object({}) })).rejects.toThrow('No authentication token found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the bearer token and JSON to /api, and parses the answer', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    const fetchMock = vi.fn(async () => Response.json({ matchesCount: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/user/stats', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ matchesCount: z.number() }),
    });
    expect(result).toEqual({ matchesCount: 2 });
    expect(fetchMock).toHaveBeenCalledWith('/api/user/stats', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-123' },
      body: '{"a":1}',
    });
  });

  it('throws an ApiError with the status and message of a failure', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Nope' }, { status: 403 })),
    );
    const error = await apiRequest('/x', { schema: z.object({}) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Nope' });
  });
});

describe('apiRequest failures a screen words itself', () => {
  it('reports a network failure as "Network error. Please try again."', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x', { schema: z.object({}) })).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please try again.',
    });
  });

  it("uses the screen's fallback when the server says nothing, and its message fields in order", async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500, statusText: 'Server Error' })),
    );
    await expect(apiRequest('/x', { schema: z.object({}), fallbackMessage: 'Failed to submit idea' })).rejects.toThrow(
      'Failed to submit idea',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Idea not found', error: 'x' }, { status: 404 })),
    );
    await expect(
      apiRequest('/x', { schema: z.object({}), fallbackMessage: 'Failed to record swipe', messageFields: ['message', 'error'] }),
    ).rejects.toThrow('Idea not found');
  });
});

describe('a session ended on the server', () => {
  it('tells the listeners once when an authenticated call answers 401, and not for other failures', async () => {
    window.localStorage.setItem('authToken', 'tok-revoked');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Not signed in' }, { status: 403 })),
    );
    await expect(apiRequest('/matches', { schema: z.array(z.unknown()) })).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Not signed in' }, { status: 401 })),
    );
    await expect(apiRequest('/matches', { schema: z.array(z.unknown()) })).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing when another sign-in replaced the token while the call was out', async () => {
    window.localStorage.setItem('authToken', 'tok-old');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        window.localStorage.setItem('authToken', 'tok-new');
        return Response.json({ error: 'Not signed in' }, { status: 401 });
      }),
    );
    await expect(apiRequest('/matches', { schema: z.array(z.unknown()) })).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
