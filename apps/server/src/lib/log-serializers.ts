import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

function queryErrorIn(error: unknown): DrizzleQueryError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DrizzleQueryError) return current;
  }
  return null;
}

/**
 * A failed query is logged as its SQL text and the database's error code only: drizzle's message holds
 * the parameters, and the database's message and detail can quote them (user content, tokens).
 */
function serializeError(error: Error) {
  const failed = queryErrorIn(error);
  if (!failed) return stdSerializers.err(error);
  const code = (failed.cause as { code?: unknown } | undefined)?.code;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${failed.query}`,
    ...(typeof code === 'string' ? { code } : {}),
    stack: (failed.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/**
 * A request is logged by its path: query strings carry OpenID Connect codes and states on the sign-in
 * callback and at the issuer, and user input elsewhere.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino serializers for the app's logger (passed to Fastify's `logger.serializers`). */
export const logSerializers = { err: serializeError, req: serializeRequest };
