import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../../test/helpers/server-process';
import { SUPPORTED_NODE, unsupportedRuntime } from './runtime-support';

it('names an older Node as unsupported and says which one to use', () => {
  expect(unsupportedRuntime('v20.20.2')).toBe('Node v20.20.2 is not supported: SeedMatch runs on Node 24.11 or later (see the README)');
  expect(unsupportedRuntime('v24.10.0')).toMatch(/^Node v24\.10\.0 is not supported/);
  expect(unsupportedRuntime('v22.22.0')).toMatch(/is not supported/);
});

it('says nothing on a supported Node', () => {
  for (const version of ['v24.11.0', 'v24.21.0', 'v25.0.0', 'v26.1.3']) expect(unsupportedRuntime(version)).toBeUndefined();
});

it('holds the same minimum as the engines field npm and the README go by', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
  expect(manifest.engines.node).toBe(`>=${SUPPORTED_NODE.major}.${SUPPORTED_NODE.minor}`);
});
