import type { z } from 'zod';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { takeEarly } from './early-request';
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

/**
 * Whether the server answered and refused (4xx), as opposed to no answer or an outage: a refused change may be
 * one the server already made (in another tab, or a first answer lost on the way back), so the screen reads it again.
 */
export const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

const NETWORK_ERROR = 'Network error. Please try again.';

const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` when the server answers 401 for the stored session (revoked elsewhere, expired). */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => void sessionEndedListeners.delete(listener);
}

function serverMessage(body: unknown, fields: readonly string[]): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * The generic rule of docs/product.md#limits-and-errors: the server's error field, else "Request failed", else
 * "HTTP {status}: {statusText}". A screen with its own fallback (e.g. "Failed to submit idea") passes it.
 */
export async function errorMessageOf(response: Response, options: { fallback?: string; fields?: readonly string[] } = {}): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return options.fallback ?? `HTTP ${response.status}: ${response.statusText}`;
  }
  return serverMessage(body, options.fields ?? ['error']) ?? options.fallback ?? ERROR_MESSAGES.requestFailed;
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: S;
  auth?: boolean;
  signal?: AbortSignal;
  /** Used when the server gives no message of its own. */
  fallbackMessage?: string;
  /** Body fields that may carry the server's message, in order (default: error). */
  messageFields?: readonly string[];
};

/** Calls the API with the bearer token and JSON, and parses the answer with the shared schema. */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = options.auth === false ? null : getAuthToken();
  if (options.auth !== false && !token) throw new ApiError(0, ERROR_MESSAGES.noToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    const early = token && method === 'GET' ? await takeEarly(`${API_BASE}${path}`, token) : null;
    response =
      early ??
      (await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  // Only while the token is still the stored one: a sign-in since then has a session of its own.
  if (response.status === 401 && token && getAuthToken() === token) sessionEndedListeners.forEach((listener) => listener());
  if (!response.ok) {
    const message = await errorMessageOf(response, {
      ...(options.fallbackMessage ? { fallback: options.fallbackMessage } : {}),
      ...(options.messageFields ? { fields: options.messageFields } : {}),
    });
    throw new ApiError(response.status, message);
  }
  return options.schema.parse(await response.json());
}
