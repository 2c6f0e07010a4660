/** The oldest Node release SeedMatch supports: the root package.json's `engines.node` (decision 0029). */
export const SUPPORTED_NODE = { major: 24, minor: 11 } as const;

/** What the operator is told at start-up when the server runs on an older Node, or nothing. */
export function unsupportedRuntime(version: string): string | undefined {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const supported = major > SUPPORTED_NODE.major || (major === SUPPORTED_NODE.major && minor >= SUPPORTED_NODE.minor);
  if (supported) return undefined;
  return `Node ${version} is not supported: SeedMatch runs on Node ${SUPPORTED_NODE.major}.${SUPPORTED_NODE.minor} or later (see the README)`;
}
