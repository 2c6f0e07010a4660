// Why Lighthouse scores a page as it does: one run at Lighthouse's 4x (`PAGE`, default /app/swipe, signed in as
// a founder), then the chains its simulation (Lantern) builds for LCP, optimistic and pessimistic, each
// request and main-thread task with its simulated start and end, and the long tasks of its blocking time.
// Run `npm run build` first. Decision 0065 reads its output.
import type { Result } from 'lighthouse';
import { audit, signInFounder, startDeployed } from './lighthouse-setup';

/** The little of Lantern's graph nodes this prints (lighthouse's own types need its global `LH` namespace). */
type GraphNode = {
  id: string;
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; transferSize: number };
  duration?: number;
  childEvents?: { name: string }[];
  getDependencies(): GraphNode[];
};
type Timing = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };
type LanternResult = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
type LanternMetric = { request(data: unknown, context: unknown): Promise<LanternResult> };

const { LanternLargestContentfulPaint } =
  (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
    LanternLargestContentfulPaint: LanternMetric;
  };
const { LanternTotalBlockingTime } = (await import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js')) as unknown as {
  LanternTotalBlockingTime: LanternMetric;
};

const EVENTS_SHOWN = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'Paint',
  'TimerFire',
  'EventDispatch',
]);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function describe(node: GraphNode): string {
  if (node.request)
    return `${node.request.priority.padEnd(8)} ${pathOf(node.request.url)} (${(node.request.transferSize / 1024).toFixed(1)} KB)`;
  const events = [...new Set((node.childEvents ?? []).map((event) => event.name))].filter((name) => EVENTS_SHOWN.has(name));
  return `task, ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed: ${events.join(', ')}`;
}

function printChain(label: string, estimate: Estimate) {
  console.log(`${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime);
  for (const [node, timing] of rows) {
    const span = `${Math.round(timing.startTime)}`.padStart(5) + `-${Math.round(timing.endTime)}`.padEnd(6);
    console.log(`  ${span} ${node.type === 'network' ? 'net ' : 'cpu '} ${describe(node)}`);
  }
}

const page = process.env.PAGE ?? '/app/swipe';
const { url: origin, browser, stop } = await startDeployed();
try {
  const token = page.startsWith('/app') ? await signInFounder(browser, origin) : null;
  const { lhr, artifacts } = await audit(browser, `${origin}${page}`, token, {
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: 4 },
  });
  const value = (id: string) => Math.round((lhr as Result).audits[id]?.numericValue ?? 0);
  console.log(
    `${page}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${value('first-contentful-paint')} ms, ` +
      `LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms; machine benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  const data = {
    devtoolsLog: artifacts.DevtoolsLog,
    trace: artifacts.Trace,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  printChain('LCP, optimistic', lcp.optimisticEstimate);
  printChain('LCP, pessimistic', lcp.pessimisticEstimate);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  console.log(
    `Blocking time: optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)} ms, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)} ms; tasks over 50 ms:`,
  );
  for (const [node, timing] of [...tbt.optimisticEstimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime)) {
    if (node.type === 'cpu' && timing.duration > 50)
      console.log(`  ${Math.round(timing.startTime)}`.padEnd(8) + `${Math.round(timing.duration)} ms  ${describe(node)}`);
  }
} finally {
  await stop();
}
