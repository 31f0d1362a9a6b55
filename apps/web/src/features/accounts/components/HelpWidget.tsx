import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { useConfig } from '../../../lib/config-context';
import { useHydrated } from '../../../lib/use-hydrated';
import { useViewer } from '../use-viewer';

// Loaded only for those who get it: the shell's first script stays within its budget.
const HelpLauncher = lazy(() => import('./HelpLauncher'));

/**
 * The studio's help (viewing.md §2, §9), for members, on screens wider than 768 px (CSS), never
 * over a playing class (play=1). Off when the studio has not configured a help address.
 */
export function HelpWidget() {
  const { custom } = useConfig();
  const { isMember } = useViewer();
  const [params] = useSearchParams();
  const hydrated = useHydrated(); // its own chunk: drawn once the page is taken over
  if (!hydrated || !custom.helpUrl || !isMember || params.get('play') === '1') return null;
  return (
    <Suspense fallback={null}>
      <HelpLauncher url={custom.helpUrl} />
    </Suspense>
  );
}
