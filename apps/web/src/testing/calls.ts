import { onTestFinished } from 'vitest';
import { server } from './server';

/** Records, until the test ends, every API call the client makes, as "METHOD /api/path?query". */
export function recordCalls(): string[] {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  onTestFinished(() => void server.events.removeListener('request:start', record));
  return calls;
}
