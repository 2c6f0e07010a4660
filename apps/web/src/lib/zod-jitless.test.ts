import { expect, it } from 'vitest';

it('turns off the JIT of the zod that the schemas load, so zod never probes for eval', async () => {
  await import('./zod-jitless');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
