import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, routeContractPlugin } from './route-contract';

const Greeting = z.object({ text: z.string() });

/** A server with one route that answers whatever the test asks it to, under a declared 200 `{ text }` (and `refusals`). */
async function serverAnswering(checkResponses: boolean, answer: { status: number; body: unknown }, refusals: { 404?: string } = {}) {
  const app = Fastify();
  await app.register(routeContractPlugin, { checkResponses });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/greeting', { schema: { response: answers({ 200: Greeting }, refusals) } }, async (_request, reply) =>
      // Any status, declared or not: what the check does with it is the test.
      reply.code(answer.status as 200).send(answer.body as z.infer<typeof Greeting>),
    );
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof serverAnswering>> | undefined;
afterEach(async () => {
  await app?.close();
});

describe('responses checked against their contract (the API tests run with the check on)', () => {
  it('passes an answer of the declared shape unchanged', async () => {
    app = await serverAnswering(true, { status: 200, body: { text: 'hello' } });
    const response = await app.inject('/greeting');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'hello' });
  });

  it.each([
    ['a wrong type', { text: 42 }, /answered outside its contract: text/],
    ['a field the contract does not declare', { text: 'hello', secret: 'token' }, /does not declare/],
  ])('fails the call on %s', async (_case, body, why) => {
    app = await serverAnswering(true, { status: 200, body });
    const response = await app.inject('/greeting');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(why);
  });

  it('fails the call on a status the contract does not declare', async () => {
    app = await serverAnswering(true, { status: 202, body: { text: 'hello' } });
    const response = await app.inject('/greeting');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('answered 202, which its contract does not declare');
  });

  it('fails the call on a refusal the contract does not declare, and passes one it declares', async () => {
    app = await serverAnswering(true, { status: 404, body: { error: 'Greeting not found' } });
    const undeclared = await app.inject('/greeting');
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().message).toContain('answered 404, which its contract does not declare');
    await app.close();
    app = await serverAnswering(true, { status: 404, body: { error: 'Greeting not found' } }, { 404: 'No such greeting.' });
    const declared = await app.inject('/greeting');
    expect(declared.statusCode).toBe(404);
    expect(declared.json()).toEqual({ error: 'Greeting not found' });
  });

  it('leaves production answers to plain JSON, unchecked', async () => {
    app = await serverAnswering(false, { status: 200, body: { text: 42 } });
    const response = await app.inject('/greeting');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 42 });
  });
});
