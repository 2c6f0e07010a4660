/** Answers for a request that failed because a dependency (the database) cannot serve it right now. */
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const STORAGE_FULL_MESSAGE = 'The service cannot save anything right now. Please try again later.';

export type Unavailable = { status: 503 | 507; retryAfterSeconds: number; message: string };

// Node's socket errors: the server refused, dropped, or never answered the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: 08 connection exception; 57P01–03 shutting down / starting; 57014 statement timeout;
// 53000/53200/53300 out of resources (memory, connections).
const PG_UNAVAILABLE = /^(08...|57P0[123]|57014|53000|53200|53300)$/;
const PG_DISK_FULL = '53100';
// node-postgres and pg-pool report their own timeouts and lost connections by message only.
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error and is not queryable|Connection is closed/;

/** Whether `error` (or an error it wraps) says the database is down, hung, overloaded or out of disk. */
export function asUnavailable(error: unknown): Unavailable | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (isDiskFull(e)) return { status: 507, retryAfterSeconds: 60, message: STORAGE_FULL_MESSAGE };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return unavailable();
    if (DRIVER_MESSAGES.test(e.message)) return unavailable();
  }
  return null;
}

// PGlite's file system (Emscripten's) throws `{ name: 'ErrnoError', errno }`, no Error, in its own numbering.
const EMSCRIPTEN_ENOSPC = 51;

/** Whether `error` (or what it wraps) says the disk is full, as the file system, the database or PGlite says it. */
export function isDiskFull(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, name, errno } = e as { code?: unknown; name?: unknown; errno?: unknown };
    if (code === 'ENOSPC' || code === PG_DISK_FULL || (name === 'ErrnoError' && errno === EMSCRIPTEN_ENOSPC)) return true;
  }
  return false;
}

const unavailable = (): Unavailable => ({ status: 503, retryAfterSeconds: 5, message: UNAVAILABLE_MESSAGE });

/**
 * Remembers that the database said its disk was full, for readiness: `select 1` still answers then, so
 * only a failed write tells. It counts as full until 10 s pass without another such failure.
 */
export type DiskFullWatch = { sawDiskFull: () => void; diskFull: () => boolean };

const DISK_FULL_WINDOW_MS = 10_000;

export function createDiskFullWatch(now: () => number = Date.now): DiskFullWatch {
  let lastSeen = -Infinity;
  return {
    sawDiskFull: () => (lastSeen = now()),
    diskFull: () => now() - lastSeen < DISK_FULL_WINDOW_MS,
  };
}
