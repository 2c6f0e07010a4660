import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('which failed queries are asked again', () => {
  it('never a refusal: 400, 403, 404 and 429 show at once', () => {
    for (const status of [400, 403, 404, 429]) expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('a lost connection or a server error, up to three times', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'busy'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'busy'))).toBe(false);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
  });
});
