// Prints one page's Lighthouse median: scores, metrics, and for each failing audit the elements, URLs or
// issues it names, so a failure can be fixed from the bench output alone.
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};
/** Diagnostics behind the metrics, printed whenever performance is below 100. */
const PERFORMANCE_DIAGNOSTICS = [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'network-dependency-tree-insight',
  'layout-shifts',
  'render-blocking-insight',
  'long-tasks',
  'bootup-time',
  'mainthread-work-breakdown',
];
const MAX_ITEMS = 8;

type Details = { type?: string; items?: unknown[] };
type Item = Record<string, unknown> & { node?: { selector?: string; snippet?: string }; subItems?: Details };

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function describeItem(item: Item): string {
  const parts: string[] = [];
  if (item.node) parts.push(`${item.node.selector} ${item.node.snippet}`);
  for (const [key, value] of Object.entries(item)) {
    if (key !== 'node' && key !== 'subItems' && (typeof value === 'string' || typeof value === 'number')) {
      parts.push(`${key}=${typeof value === 'number' ? Math.round(value * 1000) / 1000 : value}`);
    }
  }
  const subItems = (item.subItems?.items ?? []) as Item[];
  if (subItems.length) parts.push(`[${subItems.slice(0, MAX_ITEMS).map(describeItem).join('; ')}]`);
  return parts.join(' ');
}

function describeDetails(details: Details | undefined): string[] {
  if (!details?.items) return [];
  if (details.type === 'list') return (details.items as Details[]).flatMap(describeDetails);
  return (details.items as Item[]).slice(0, MAX_ITEMS).map(describeItem);
}

function printAudit(lhr: Result, category: string, id: string) {
  const audit = lhr.audits[id];
  if (!audit) return;
  const score = audit.score === null ? '' : ` (${Math.round(audit.score * 100)})`;
  console.log(`  ${category}: ${audit.id}${score} ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  for (const line of describeDetails(audit.details as Details | undefined)) console.log(`      ${line}`);
}

/** Reports the run with the median performance score. */
export function report(name: string, runs: Result[]) {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const scores = CATEGORIES.map((c) => `${c} ${score(median, c)}`).join(', ');
  const metrics = Object.entries(METRICS)
    .map(([label, id]) => `${label} ${median.audits[id]?.displayValue}`)
    .join(', ');
  console.log(`${name} (median of ${runs.length} by performance; all: ${runs.map((r) => score(r, 'performance')).join('/')}): ${scores}`);
  // Lighthouse's own measure of this machine's speed: the simulated metrics scale with it.
  console.log(`  ${metrics}; machine benchmark index ${Math.round(median.environment.benchmarkIndex)}`);
  for (const category of CATEGORIES) {
    if (score(median, category) === 100) continue;
    for (const ref of median.categories[category]!.auditRefs) {
      const audit = median.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) printAudit(median, category, ref.id);
    }
    if (category === 'performance') for (const id of PERFORMANCE_DIAGNOSTICS) printAudit(median, category, id);
  }
}
