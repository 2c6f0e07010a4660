import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers/test-app';

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends raw bytes, as a broken or hostile client would, and parses the answer's status and JSON body. */
function rawRequest(bytes: string): Promise<{ status: number; contentType: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const contentType = /^content-type: (.+)$/im.exec(head)?.[1]?.trim() ?? '';
      try {
        resolve({ status, contentType, body: JSON.parse(body) });
      } catch {
        resolve({ status, contentType, body });
      }
    });
  });
}

describe('requests the framework itself turns away', () => {
  it('answers a malformed address under /api with 400 and an { error } body only', async () => {
    const answer = await rawRequest('GET /api/% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Invalid request address.' });
  });

  it('answers headers over the limit with 431 and an { error } body only', async () => {
    const big = `X-Filler: ${'a'.repeat(20_000)}\r\n`.repeat(4);
    const answer = await rawRequest(`GET /api/config HTTP/1.1\r\nHost: localhost\r\n${big}\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error: 'Request headers are too large.' });
  });

  it('answers a request line that is not HTTP with 400 and an { error } body only', async () => {
    const answer = await rawRequest('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Bad request.' });
  });
});
