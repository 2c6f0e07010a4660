import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

const TEXT_ERRORS = {
  nul: 'Invalid request. Text must not contain NUL characters.',
  unicode: 'Invalid request. Text must be valid Unicode.',
} as const;

// Deep enough for every body the API accepts; deeper input is refused by the schemas anyway.
const MAX_DEPTH = 32;

// With the u flag a surrogate pair reads as one code point, so only a lone surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;

function stringProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_ERRORS.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_ERRORS.unicode;
  return undefined;
}

/** The message for the first NUL character or lone surrogate anywhere in a parsed value (keys included). */
function findTextProblem(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return stringProblem(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const problem = stringProblem(key) ?? findTextProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a request body as UTF-8, refusing bytes that are not (instead of turning them into U+FFFD). */
export function decodeUtf8(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw badRequest(TEXT_ERRORS.unicode);
  }
}

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** Query parsers keep percent-escapes that are not UTF-8 as literal text; read them as the bytes they are. */
function urlProblem(url: string): string | undefined {
  for (const [run] of url.matchAll(PERCENT_RUN)) {
    const bytes = Buffer.from(run.replaceAll('%', ''), 'hex');
    try {
      strictUtf8.decode(bytes);
    } catch {
      return TEXT_ERRORS.unicode;
    }
  }
  return undefined;
}

/**
 * PostgreSQL refuses NUL in text and lone surrogates cannot be stored or shown, so one hook refuses them in
 * every request's params, query and body before any route sees them (and before they could reach a log).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      urlProblem(request.url) ?? findTextProblem(request.params) ?? findTextProblem(request.query) ?? findTextProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}

/**
 * Socket.IO packet middleware (`socket.use`): a payload holding NUL or a lone surrogate never reaches a
 * handler; the sender hears why through the ack, when it asked for one.
 */
export function guardSocketPacket(packet: unknown[], next: (error?: Error) => void): void {
  const ack = packet.at(-1);
  const problem = findTextProblem(typeof ack === 'function' ? packet.slice(0, -1) : packet);
  if (!problem) return next();
  if (typeof ack === 'function') ack({ ok: false, error: problem });
}
