// Types for TypeScript callers (tests, benchmarks) of services.mjs.
export function freePort(): Promise<number>;
export function findPostgresBin(): string | null;
export function makeFolder(
  prefix: string,
  options?: { diskMb?: number },
): {
  dir: string;
  fill(): void;
  unfill(): void;
  remove(): void;
};
export function startPostgres(options?: { diskMb?: number }): Promise<{
  url: string;
  stop(): void;
  halt(): void;
  start(): void;
  freeze(): void;
  thaw(): void;
  fill(): void;
  unfill(): void;
}>;
export function startRedis(): Promise<{
  url: string;
  stop(): void;
  halt(): Promise<void>;
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
}>;
export function startNginx(options: { httpsPort: number; httpPort: number; instances: [string, string] }): Promise<{
  url: string;
  httpUrl: string;
  stop(): Promise<void>;
}>;
