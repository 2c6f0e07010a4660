import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * A file the web build writes beside the client for the server (the preloads, the landing's pre-render): none
 * from a build without it. One that is not what the build writes (cut short, edited) stops the start and names
 * itself, rather than being sent into pages.
 */
export function readBuildFile<T>(webDist: string, name: string, schema: z.ZodType<T>): T | undefined {
  const file = path.join(webDist, name);
  if (!fs.existsSync(file)) return undefined;
  const fail = (reason: string) =>
    new Error(`${file} is not what the web build writes (${reason}): build the client again (npm run build)`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw fail(z.prettifyError(result.error).replaceAll('\n', ' '));
  return result.data;
}
