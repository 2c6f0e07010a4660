// Types for TypeScript callers (tests, benchmarks) of services.mjs.
export function freePort(): Promise<number>;
export function findPostgresBin(): string | null;
export function startPostgres(): Promise<{
  url: string;
  stop(): void;
  halt(): void;
  start(): void;
  freeze(): void;
  thaw(): void;
}>;
export function startRedis(): Promise<{
  url: string;
  stop(): void;
  halt(): Promise<void>;
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
}>;
