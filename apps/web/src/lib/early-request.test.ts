import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { IdeaListSchema } from '@seedmatch/shared/ideas';
import { recordCalls } from '../testing/calls';
import { anIdea } from '../testing/ideas';
import { apiError, json } from '../testing/respond';
import { server } from '../testing/server';
import { apiRequest } from './api-client';
import { sendEarly } from './early-request';

afterEach(() => void vi.useRealTimers());

const DECK = '/api/ideas/deck?limit=5';
const first = anIdea(1);
const askedAgain = anIdea(2);

/** The deck answers `answers` in turn, then `askedAgain`; returns the calls made. */
function serveDeck(...answers: (() => Response)[]) {
  server.use(http.get('/api/ideas/deck', () => answers.shift()?.() ?? json(IdeaListSchema, [askedAgain])));
  return recordCalls();
}

describe('an early request', () => {
  it('answers the first matching GET once, so the screen does not ask again', async () => {
    window.localStorage.setItem('authToken', 'tok-early');
    const calls = serveDeck(() => json(IdeaListSchema, [first]));
    sendEarly(DECK, 'tok-early');
    expect(await apiRequest('/ideas/deck?limit=5', { schema: IdeaListSchema })).toEqual([first]);
    expect(calls).toEqual([`GET ${DECK}`]);
    await apiRequest('/ideas/deck?limit=5', { schema: IdeaListSchema });
    expect(calls).toHaveLength(2);
  });

  it('is not used when it failed, when the token changed or when it is stale', async () => {
    const calls = serveDeck(() => apiError(404, 'User not found'));
    sendEarly(DECK, 'tok-a');
    window.localStorage.setItem('authToken', 'tok-a');
    expect(await apiRequest('/ideas/deck?limit=5', { schema: IdeaListSchema })).toEqual([askedAgain]);

    sendEarly(DECK, 'tok-a');
    window.localStorage.setItem('authToken', 'tok-b');
    expect(await apiRequest('/ideas/deck?limit=5', { schema: IdeaListSchema })).toEqual([askedAgain]);

    vi.useFakeTimers({ toFake: ['Date'] });
    sendEarly(DECK, 'tok-b');
    vi.setSystemTime(Date.now() + 11_000);
    expect(await apiRequest('/ideas/deck?limit=5', { schema: IdeaListSchema })).toEqual([askedAgain]);
    vi.useRealTimers();
    await vi.waitFor(() => expect(calls).toHaveLength(6));
  });
});
