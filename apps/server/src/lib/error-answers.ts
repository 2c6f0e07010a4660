import type { RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@seedmatch/shared/error-body';

/** Every refusal and failure the API answers has this one shape (docs/product.md#api). */
const ErrorSchema = ErrorBodySchema.meta({ id: 'Error', description: 'Why the request was refused' });

/** The error statuses a route may declare for reasons of its own, beside those every route of its kind has. */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Why a route refuses, by status, each reason a sentence with its message: "Myself (`You can't message yourself.`)." */
export type Refusals = Partial<Record<RefusalStatus, string>>;

/** A reason as the document gives it: what happened, then the message the body carries. */
export const reason = (why: string, message: string) => `${why} (\`${message}\`).`;

/** One error answer in the contract: the error body, and why the route gives it. */
export const errorAnswer = (why: string) => ({ description: why, content: { 'application/json': { schema: ErrorSchema } } });

type ErrorAnswer = ReturnType<typeof errorAnswer>;

const isErrorAnswer = (answer: unknown): answer is ErrorAnswer =>
  typeof answer === 'object' && answer !== null && (answer as Partial<ErrorAnswer>).content?.['application/json']?.schema === ErrorSchema;

/** Failures any route can meet; 503 and 507 come with Retry-After. */
export const SERVER_FAILURE = 'The server failed (500), or its database is down (503) or full (507): try again later.';

/**
 * Adds error answers to a route that declares its responses, joining the reasons when the route or another
 * hook already declared the status with the error body (a body of the route's own for it stays). A route
 * without a response contract is left alone: it is not published.
 */
export function declareRefusals(route: RouteOptions, refusals: Refusals & { '5xx'?: string }): void {
  const schema = route.schema as { response?: Record<string, unknown> } | undefined;
  if (!schema?.response) return;
  const response = { ...schema.response };
  for (const [status, why] of Object.entries(refusals)) {
    const declared = response[status];
    if (declared === undefined) response[status] = errorAnswer(why);
    else if (isErrorAnswer(declared)) response[status] = errorAnswer(`${declared.description} ${why}`);
  }
  // A copy: Fastify hands the GET route's schema object to the HEAD route it adds, which runs these hooks again.
  route.schema = { ...schema, response };
}

// Fastify parses a body for these methods whether or not the route takes one.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusals every declared route has from the app's own hooks: the text guard and input checks, the body parser. */
export function inputRefusals(route: RouteOptions): Refusals {
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  return {
    400: `${reason('Input outside the contract', 'Invalid request. <field>: <rule>')} Text with NUL or invalid Unicode.`,
    ...(takesBody
      ? {
          413: reason('A body over the size limit', 'Request body is too large.'),
          415: reason('A body not sent as JSON', 'Unsupported content type.'),
        }
      : {}),
  };
}
