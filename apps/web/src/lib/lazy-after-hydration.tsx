import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { inOwnTask } from './in-own-task';
import { useHydrated } from './use-hydrated';

/**
 * A part in a chunk of its own, drawn once the page is taken over (`useHydrated`, decision 018):
 * drawn during the take-over, it would come later than the rest, after data the server did not have.
 * `placeholder` holds its place until then and while the chunk loads (nothing by default).
 */
export function lazyAfterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: () => ReactNode = () => null,
): ComponentType<P> {
  const Loaded = lazy(() => inOwnTask(load).then((component) => ({ default: component })));
  return function AfterHydration(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return placeholder();
    return (
      <Suspense fallback={placeholder()}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
