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
 * Why a dependency could not serve a request, in a few words for an outage warning: the driver's own code
 * and message (`57014 canceling statement due to statement timeout`, `ECONNREFUSED connect …`), never a
 * failed query's SQL or parameters. An outage under load writes one such line per request.
 */
export function outageReason(error: Error): string {
  const failed = queryErrorIn(error);
  const cause = failed ? failed.cause : error;
  if (!(cause instanceof Error)) return 'Failed query';
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
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
