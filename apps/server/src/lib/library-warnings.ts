import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends what libraries print as warnings to the server's JSON log: process warnings (deprecations,
 * experimental features) and `console.warn` / `console.info` lines (oidc-provider's notices), in place of
 * Node's unstructured stderr lines. Returns a function that puts the defaults back.
 */
export function routeLibraryWarningsToLog(log: FastifyBaseLogger): () => void {
  const defaultListeners = process.listeners('warning');
  const { warn, info } = console;
  const onWarning = (warning: Error & { code?: string }) => {
    log.warn({ warning: { name: warning.name, code: warning.code, message: warning.message } }, 'process warning');
  };
  process.removeAllListeners('warning');
  process.on('warning', onWarning);
  Object.assign(console, {
    warn: (...args: unknown[]) => log.warn({ source: 'console' }, format(...args)),
    info: (...args: unknown[]) => log.info({ source: 'console' }, format(...args)),
  });
  return () => {
    process.off('warning', onWarning);
    for (const listener of defaultListeners) process.on('warning', listener);
    Object.assign(console, { warn, info });
  };
}
