import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from './server';
import { setViewport } from './viewport';

// A call no handler answers, or a handler that throws (e.g. its data fails the shared schema), fails the test.
const apiFailures: string[] = [];
server.events.on('request:unhandled', ({ request }) => void apiFailures.push(`No handler for ${request.method} ${request.url}`));
server.events.on('unhandledException', ({ request, error }) => {
  apiFailures.push(`The handler for ${request.method} ${request.url} threw: ${error.message}`);
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const failures = apiFailures.splice(0);
  if (failures.length > 0) throw new Error(failures.join('\n'));
});
afterAll(() => server.close());

// A phone's window (the app is phone first; happy-dom's own is 1024 px wide): a wide-screen test sets its own.
beforeEach(() => setViewport(390, 844));

// An unexpected console.error is a failing test; set before each test, as `vi.restoreAllMocks()` in a test file undoes it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
  });
});
