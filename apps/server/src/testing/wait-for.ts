/** Polls `check` every 100 ms until it holds; throws after `ms` (work done by a job queue, say). */
export async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
