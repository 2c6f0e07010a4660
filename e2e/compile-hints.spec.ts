import { expect, test } from '@playwright/test';

const HINT = '//# allFunctionsCalledOnLoad';

// Chromium compiles a chunk that starts with the hint while it downloads, not function by function on the
// main thread (docs/decisions/0061, 0075): the entry every page runs (React DOM, the router), and the chunks a
// signed-in start runs at once.
test('the entry and the chunks /app/swipe names in its head start with the compile hint', async ({ request }) => {
  const html = await (await request.get('/app/swipe')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)"/g)].map(([, href]) => href!);
  expect(preloads.map((href) => href.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
    expect.arrayContaining(['/assets/app-shell', '/assets/app', '/assets/swipe']),
  );
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  for (const href of [entry, ...preloads]) expect((await (await request.get(href)).text()).split('\n', 1)[0], href).toBe(HINT);
});
