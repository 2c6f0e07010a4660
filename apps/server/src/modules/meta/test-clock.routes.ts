import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/validation';

const AdvanceBodySchema = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

/** Only with TEST_CLOCK=on (refused in production): end-to-end tests move time forward. */
export async function testClockRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  app.post('/api/test/clock', async (request) => {
    const { minutes } = parseInput(AdvanceBodySchema, request.body);
    clock.advance(minutes * 60_000);
    return { now: clock.now().toISOString() };
  });
}
