import { afterEach, expect, it, vi } from 'vitest';
import { createLocalIssuer } from './local-issuer';

afterEach(() => vi.restoreAllMocks());

it('builds its provider without oidc-provider’s development-only warnings: the in-memory store is our stated choice', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await createLocalIssuer('http://127.0.0.1:3000').provider();
  expect([...warn.mock.calls, ...info.mock.calls]).toEqual([]);
});
