/**
 * zod 4 tries `new Function('')` to see whether it may compile its parsers; under Relevé's CSP
 * (script-src 'self', no 'unsafe-eval') that attempt is refused and reported as a CSP violation (an
 * issue in DevTools, and a miss in Lighthouse's best-practices). zod reads its settings from this
 * global when it first loads (always in a lazy chunk, after the first script), so it never tries.
 * A function, not a side effect of importing: package.json says only CSS has side effects.
 */
export function makeZodJitless() {
  (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
}
