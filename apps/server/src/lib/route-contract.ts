import { isDeepStrictEqual } from 'node:util';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, badRequest } from './app-error';
import { declareRefusals, errorAnswer, inputRefusals, SERVER_FAILURE, type Refusals } from './error-answers';
import { issueMessage } from './issue-message';

/**
 * A route's answers: its own, and the refusals it gives for reasons of its own (why, by status). The ones
 * every route of its kind gives (bad input, no session, the rate limit, a failing server) are added by the
 * hooks that give them (docs/decisions/0033).
 */
export function answers<Own extends Record<number, z.ZodType>, Why extends Refusals = Record<never, string>>(own: Own, refusals?: Why) {
  const errors = Object.entries(refusals ?? {}).map(([status, why]) => [status, errorAnswer(why)]);
  return { ...own, ...(Object.fromEntries(errors) as { [S in keyof Why]: ReturnType<typeof errorAnswer> }) };
}

const isZodSchema = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

const examples = new WeakMap<z.ZodType, unknown>();

/**
 * A request body's schema with an example a client could send as it is, which the document offers under
 * "Try it out". The example is parsed here, so one the schema refuses stops the server from starting. (Not
 * zod's `examples` meta: its JSON Schema drops that on any schema that transforms its input.)
 */
export function withExample<S extends z.ZodType>(schema: S, example: z.input<S>): S {
  schema.parse(example);
  const copy = schema.clone();
  examples.set(copy, example);
  return copy;
}

/** The example `withExample` gave a body schema, if any. */
export const exampleOf = (schema: unknown): unknown => (isZodSchema(schema) ? examples.get(schema) : undefined);

/**
 * The first problem of a failed parse, as the API has always worded it: the field, then the schema's message.
 * A query parameter given twice reads as a list where one value belongs: that is said in plain words.
 */
function invalidRequest(error: z.ZodError, httpPart?: string): AppError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  const repeated = httpPart === 'querystring' && issue?.code === 'invalid_type' && issue.message.endsWith('received array');
  return badRequest(`Invalid request. ${where}${repeated ? 'Give this parameter once' : issue ? issueMessage(issue) : 'malformed input'}`);
}

// Fastify hands a validator `null` for a request without a body; the schema must see "no body", as a
// handler parsing `request.body` did, so a literal JSON null and a missing body keep their own messages.
const NO_BODY = Symbol('no body');

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data === NO_BODY ? undefined : data);
    return result.success ? { value: result.data } : { error: invalidRequest(result.error, httpPart) };
  };

/**
 * Production answers with plain JSON.stringify (no per-field serializer to keep fast). With `check` (the API
 * tests) every answer must parse with its declared schema and lose nothing in parsing: a wrong shape, a
 * field the contract does not declare or one it fills by default fails the call with a 500 naming the field.
 */
function serializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!check || !isZodSchema(schema)) return (data) => JSON.stringify(data);
    return (data) => {
      const json = JSON.stringify(data);
      const sent: unknown = JSON.parse(json);
      const result = schema.safeParse(sent);
      if (!result.success) throw contractBroken(method, url, invalidRequest(result.error).message.replace('Invalid request. ', ''));
      if (!isDeepStrictEqual(sent, JSON.parse(JSON.stringify(result.data)))) {
        throw contractBroken(method, url, `it sent fields its schema does not declare: ${json.slice(0, 300)}`);
      }
      return json;
    };
  };
}

const contractBroken = (method: string, url: string, why: string) =>
  new AppError(500, `${method} ${url} answered outside its contract: ${why}`);

function declaresStatus(request: FastifyRequest, status: number): boolean {
  const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!declared) return true;
  return String(status) in declared || `${String(status)[0]}xx` in declared || 'default' in declared;
}

async function checkDeclaredStatus(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!declaresStatus(request, reply.statusCode)) {
    throw new AppError(
      500,
      `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}, which its contract does not declare`,
    );
  }
  return payload;
}

const markNoBody = async (request: FastifyRequest) => {
  if (request.body === undefined) request.body = NO_BODY;
};

/** What an API route that declares no query, or no body, takes: not one field (docs/decisions/0035). */
const NoFieldsSchema = z.strictObject({});

const refuseBodyFields = async (request: FastifyRequest) => {
  if (request.body === undefined) return;
  const result = NoFieldsSchema.safeParse(request.body);
  if (!result.success) throw invalidRequest(result.error);
};

/** Unknown fields are refused everywhere: a route's own schemas are strict, and what it does not declare it does not take. */
function takeNothingUndeclared(route: RouteOptions): void {
  const { schema } = route;
  if (!route.url.startsWith('/api/') || !schema || schema.hide) return;
  schema.querystring ??= NoFieldsSchema;
  const carriesBody = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  if (!schema.body && carriesBody) route.preValidation = [...[route.preValidation ?? []].flat(), refuseBodyFields];
}

/**
 * Routes declare params, querystring, body and responses as zod schemas (fastify-type-provider-zod's types):
 * bad input answers the API's 400 `{ error }` before the handler runs (docs/decisions/0028), and every
 * declared route lists that 400, the body parser's 413 and 415 and the server's 5xx (docs/decisions/0033).
 */
async function routeContractSetup(app: FastifyInstance, { checkResponses }: { checkResponses: boolean }) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(checkResponses));
  if (checkResponses) app.addHook('preSerialization', checkDeclaredStatus);
  app.addHook('onRoute', (route) => {
    declareRefusals(route, { ...inputRefusals(route), '5xx': SERVER_FAILURE });
    takeNothingUndeclared(route);
    if (route.schema?.body) route.preValidation = [...[route.preValidation ?? []].flat(), markNoBody];
  });
}

export const routeContractPlugin = fp(routeContractSetup, { name: 'route-contract' });
