import { PAGE_SCRIPTS_ELEMENT_ID } from '@releve/contracts/viewport';
import { nextTask } from './in-own-task';

/** Links inserted per task: each costs a slow phone about a millisecond and a half. */
export const PRELOADS_PER_TASK = 6;

/**
 * A server-rendered page lists the scripts its app will load (`#page-scripts`, decision 022). The
 * first script preloads them here, a few per task, once the page has painted: they are downloading
 * before the app starts, and the app's own imports find them linked already. Inserted by those
 * imports, all at once, they made one long task.
 */
export async function preloadPageScripts(): Promise<void> {
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent || '[]');
  } catch {
    return; // A damaged list only costs these downloads their early start.
  }
  if (!Array.isArray(hrefs)) return;
  for (let index = 0; index < hrefs.length; index += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(index, index + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = String(href);
      document.head.append(link);
    }
    await nextTask();
  }
}
