import { useSearchParams } from 'wouter';
import { useConfig } from '../../../lib/config-context';
import { lazyAfterHydration } from '../../../lib/lazy-after-hydration';
import { useViewer } from '../use-viewer';

// Loaded only for those who get it: the shell's first script stays within its budget.
const HelpLauncher = lazyAfterHydration(() => import('./HelpLauncher').then((module) => module.default));

/**
 * The studio's help (viewing.md §2, §9), for members, on screens wider than 768 px (CSS), never
 * over a playing class (play=1). Off when the studio has not configured a help address.
 */
export function HelpWidget() {
  const { custom } = useConfig();
  const { isMember } = useViewer();
  const [params] = useSearchParams();
  if (!custom.helpUrl || !isMember || params.get('play') === '1') return null;
  return <HelpLauncher url={custom.helpUrl} />;
}
