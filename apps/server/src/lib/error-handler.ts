import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { AppError } from './app-error';
import { outageReason } from './log-serializers';
import { asUnavailable, type DiskFullWatch } from './unavailable';

/**
 * One place maps every failure to `{ error }`: app errors keep their status, bad input is 400, a database
 * that is down or hung 503 (507 when its disk is full) with Retry-After, the rest 500.
 */
export function registerErrorHandler(app: FastifyInstance, diskFull?: DiskFullWatch): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? ERROR_MESSAGES.tooManyRequests : clientMessage(error);
      return reply.status(status).send({ error: message });
    }
    const unavailable = asUnavailable(error);
    if (unavailable) {
      if (unavailable.status === 507) diskFull?.sawDiskFull();
      request.log.warn({ reason: outageReason(error) }, 'a dependency cannot serve the request');
      return reply
        .status(unavailable.status)
        .header('retry-after', String(unavailable.retryAfterSeconds))
        .send({ error: unavailable.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: ERROR_MESSAGES.internal });
  });
}

function clientMessage(error: Error): string {
  if ('code' in error && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if ('code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large.';
  if (error instanceof SyntaxError || ('code' in error && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')) {
    return 'Invalid request. The body is not valid JSON.';
  }
  return error.message || 'Bad request.';
}
