import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { ErrorBodySchema } from '@seedmatch/shared/error-body';

/**
 * Answers `data` as JSON once the shared schema accepts it, so test data cannot drift from the contract:
 * a handler whose data the schema refuses fails the test (see setup.ts).
 */
export function json<S extends z.ZodType>(schema: S, data: z.input<S>, init?: ResponseInit): Response {
  schema.parse(data);
  return HttpResponse.json(data as JsonBodyType, init);
}

/** A failed call as the server answers it: `{ error }` with the status (docs/product.md#limits-and-errors). */
export const apiError = (status: number, error: string, init: ResponseInit = {}) => json(ErrorBodySchema, { error }, { ...init, status });

/** A body that is not JSON, as a proxy in front of the server may answer. */
export const plainText = (status: number, text: string, statusText?: string) =>
  new HttpResponse(text, { status, ...(statusText ? { statusText } : {}) });

/** The JSON body the client sent, checked against the shared schema the server parses it with. */
export async function bodyOf<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return schema.parse(await request.clone().json());
}
