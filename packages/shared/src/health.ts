import { z } from 'zod';

/** Liveness: the process answers. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** Readiness: whether an instance can serve, with each dependency's state. */
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'down', 'full']), redis: z.enum(['ok', 'down', 'off']) }),
});

/** Not ready: why, with the same states. */
export const NotReadySchema = ReadinessSchema.extend({ error: z.string() });
