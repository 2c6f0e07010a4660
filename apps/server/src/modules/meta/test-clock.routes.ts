import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { answers } from '../../lib/route-contract';

const AdvanceBodySchema = z.strictObject({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

/** Only with TEST_CLOCK=on (refused in production): end-to-end tests move time forward. */
export async function testClockRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/clock',
    {
      schema: { hide: true, body: AdvanceBodySchema, response: answers({ 200: z.object({ now: z.string() }) }) },
    },
    async (request) => {
      clock.advance(request.body.minutes * 60_000);
      return { now: clock.now().toISOString() };
    },
  );
}
