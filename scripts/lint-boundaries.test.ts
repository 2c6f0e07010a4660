import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    [
      'a feature importing another feature',
      'apps/web/src/features/swipe/components/probe.tsx',
      "import { ChatPage } from '../../chat/components/chat-page';",
      'Features must not import each other',
    ],
    [
      'a feature importing another from its root',
      'apps/web/src/features/swipe/probe.ts',
      "import { x } from '../matches/api/get-matches';",
      'Features must not import each other',
    ],
    [
      'the web app importing the server',
      'apps/web/src/lib/probe.ts',
      "import { buildApp } from '../../../server/src/app';",
      'The client never imports the server',
    ],
    [
      'the server importing the web app',
      'apps/server/src/probe.ts',
      "import { queryClient } from '../../web/src/lib/query-client';",
      'The server never imports the client',
    ],
    [
      'shared code importing the web app',
      'packages/shared/src/probe.ts',
      "import { queryClient } from '../../../apps/web/src/lib/query-client';",
      'Shared code never imports',
    ],
    [
      'shared code importing the server',
      'packages/shared/src/probe.ts',
      "import { buildApp } from '../../../apps/server/src/app';",
      'Shared code never imports',
    ],
  ])('fails lint for %s', async (_name, file, code, error) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(error);
  });

  it('lets a feature use its own files, shared components and the shared package, and the server the shared package', async () => {
    const feature = [
      "import { Sheet } from '../../../components/ui/sheet';",
      "import { DeckCard } from './deck-card';",
      "import { DeckFilterSchema } from '@seedmatch/shared/deck';",
    ];
    expect(await boundaryErrors('apps/web/src/features/swipe/components/probe.tsx', feature.join('\n'))).toEqual([]);
    expect(await boundaryErrors('apps/server/src/probe.ts', "import { DeckFilterSchema } from '@seedmatch/shared/deck';")).toEqual([]);
  });
});
