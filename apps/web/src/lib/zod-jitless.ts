import type { $ZodConfig } from 'zod/v4/core';

// Our CSP allows no eval, and zod's probe for it (`new Function`) is reported as a CSP violation even though
// zod catches the error. Imported first by main.tsx, so it runs before any schema is built. zod keeps what
// `z.config` sets on this global (shared by every copy of zod); setting it here rather than calling
// `z.config` keeps zod's core, ~4 KB gzip, out of the landing page's script.
const shared = globalThis as { __zod_globalConfig?: $ZodConfig };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
