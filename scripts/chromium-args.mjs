// How the tests and benchmarks start Debian's Chromium: no sandbox (root in a container), no GPU, and none of
// the browser's own traffic (updates, sync, QUIC) beside what is measured or tested.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
