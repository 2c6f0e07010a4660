/** How the tests and benchmarks start Debian's Chromium (scripts/chromium-args.mjs). */
export declare const CHROMIUM_ARGS: string[];
