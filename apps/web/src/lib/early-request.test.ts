import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { sendEarly } from './early-request';

const Deck = z.array(z.object({ id: z.string() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('an early request', () => {
  it('answers the first matching GET once, so the screen does not ask again', async () => {
    window.localStorage.setItem('authToken', 'tok-early');
    const fetchMock = vi.fn(async () => Response.json([{ id: 'first' }]));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/api/ideas/deck?limit=5', 'tok-early');
    expect(await apiRequest('/ideas/deck?limit=5', { schema: Deck })).toEqual([{ id: 'first' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest('/ideas/deck?limit=5', { schema: Deck });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used when it failed, when the token changed or when it is stale', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 'asked-again' }]));
    vi.stubGlobal('fetch', fetchMock);

    fetchMock.mockResolvedValueOnce(Response.json({ error: 'User not found' }, { status: 404 }));
    sendEarly('/api/ideas/deck?limit=5', 'tok-a');
    window.localStorage.setItem('authToken', 'tok-a');
    expect(await apiRequest('/ideas/deck?limit=5', { schema: Deck })).toEqual([{ id: 'asked-again' }]);

    sendEarly('/api/ideas/deck?limit=5', 'tok-a');
    window.localStorage.setItem('authToken', 'tok-b');
    expect(await apiRequest('/ideas/deck?limit=5', { schema: Deck })).toEqual([{ id: 'asked-again' }]);

    vi.useFakeTimers({ toFake: ['Date'] });
    sendEarly('/api/ideas/deck?limit=5', 'tok-b');
    vi.setSystemTime(Date.now() + 11_000);
    expect(await apiRequest('/ideas/deck?limit=5', { schema: Deck })).toEqual([{ id: 'asked-again' }]);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});
