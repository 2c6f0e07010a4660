import type { z } from 'zod';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { getAuthToken } from './storage';

export const API_BASE = '/api';

/** A failed API call: `status` 0 means it never reached the server. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The spec's generic rule (§8): the server's error field, else "Request failed", else "HTTP {status}: {statusText}". */
export async function errorMessageOf(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return `HTTP ${response.status}: ${response.statusText}`;
  }
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
    return body.error;
  }
  return ERROR_MESSAGES.requestFailed;
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: S;
  auth?: boolean;
  signal?: AbortSignal;
};

/** Calls the API with the bearer token and JSON, and parses the answer with the shared schema. */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.auth !== false) {
    const token = getAuthToken();
    if (!token) throw new ApiError(0, ERROR_MESSAGES.noToken);
    headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessageOf(response));
  return options.schema.parse(await response.json());
}
